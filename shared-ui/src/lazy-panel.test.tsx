import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPanel } from './lazy-panel';
import { ListPage } from './list-page';
import { renderWithAntd } from './testing';

function OriginFilter({ origin }: { origin: string }) {
  return (
    <label>
      Origin <input defaultValue={origin} />
    </label>
  );
}

/** A chunk that answers when the test says: with the form, or with a failed download. */
function chunk() {
  const pending: { resolve: (form: typeof OriginFilter) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof OriginFilter>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, next: () => pending[pending.length - 1]! };
}

function Loads({ Filters }: { Filters: ReturnType<typeof lazyPanel<{ origin: string }>> }) {
  return (
    <ListPage
      title="Loads"
      views={<p>All loads</p>}
      filters={<Filters origin="Austin, TX" />}
      preloadFilters={Filters.preload}
      onReset={() => undefined}
      onApply={() => undefined}
      loading={false}
      empty={false}
    >
      <p>Rows</p>
    </ListPage>
  );
}

describe('a lazy filter form (lazyPanel)', () => {
  it('loads when the FILTERS tab is first reached, not with the page', async () => {
    const user = userEvent.setup();
    const { load, next } = chunk();
    const Filters = lazyPanel(load, 'Loading filters', 'The filters could not be loaded.');
    renderWithAntd(<Loads Filters={Filters} />);
    expect(screen.getByText('Rows')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('tab', { name: 'FILTERS' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    expect(screen.getByRole('status', { name: 'Loading filters' })).toBeInTheDocument();
    next().resolve(OriginFilter);
    expect(await screen.findByLabelText('Origin')).toHaveValue('Austin, TX');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so in its place when the download fails, and tries again on request', async () => {
    const user = userEvent.setup();
    const { load, next } = chunk();
    const Filters = lazyPanel(load, 'Loading filters', 'The filters could not be loaded.');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithAntd(<Loads Filters={Filters} />);
    await user.click(screen.getByRole('tab', { name: 'FILTERS' }));
    next().reject(new Error('ChunkLoadError: Loading chunk 812 failed.'));
    expect(await screen.findByText('The filters could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Rows')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    next().resolve(OriginFilter);
    expect(await screen.findByLabelText('Origin')).toHaveValue('Austin, TX');
  });
});

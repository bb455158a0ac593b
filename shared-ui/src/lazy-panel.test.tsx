import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input, Modal } from 'antd';
import { lazyPanel, useOpenedOnDemand } from './lazy-panel';
import type { LazyPanel } from './lazy-panel';
import { ListPage } from './list-page';
import { renderInApp, renderWithAntd } from './testing';

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

interface SaveViewDialogProps {
  open: boolean;
  onClose: () => void;
}

function SaveViewDialog({ open, onClose }: SaveViewDialogProps) {
  return (
    <Modal open={open} onCancel={onClose} title="Save this view" footer={null}>
      <label>
        Name <Input />
      </label>
    </Modal>
  );
}

/** The dialog's chunk behind a network the test controls: down, held back, or up. */
function network() {
  const state = { online: true, arrive: Promise.resolve() };
  const load = jest.fn(() =>
    state.online
      ? state.arrive.then(() => SaveViewDialog)
      : Promise.reject(new Error('Loading chunk 812 failed.')),
  );
  return { state, load };
}

function SaveView({ part }: { part: LazyPanel<SaveViewDialogProps> }) {
  const [open, setOpen] = useState(false);
  const dialog = useOpenedOnDemand(part);
  return (
    <>
      <p>Rows</p>
      <Button
        loading={dialog.loading}
        onClick={() => dialog.open(() => setOpen(true))}
        onPointerEnter={dialog.preload}
      >
        Save View
      </Button>
      {dialog.Part ? <dialog.Part open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const saveViewPart = (load: () => Promise<typeof SaveViewDialog>) =>
  lazyPanel(load, 'Loading Save View', 'The Save View dialog could not be loaded.');

describe('a lazy part opened on demand', () => {
  it('loads with the first click, not with the page, the button spinning meanwhile', async () => {
    const { state, load } = network();
    let arrive: () => void = () => undefined;
    state.arrive = new Promise<void>((resolve) => (arrive = resolve));
    renderInApp(<SaveView part={saveViewPart(load)} />);
    expect(load).not.toHaveBeenCalled();

    const opener = screen.getByRole('button', { name: 'Save View' });
    await userEvent.click(opener);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveClass('ant-btn-loading'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    expect(opener).not.toHaveClass('ant-btn-loading');
  });

  it('starts loading when the pointer reaches the button', async () => {
    const { load } = network();
    renderInApp(<SaveView part={saveViewPart(load)} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Save View' }));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save View' }));
    expect(await screen.findByRole('dialog', { name: 'Save this view' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the download fails, keeps the page, and the next click tries again', async () => {
    const { state, load } = network();
    state.online = false;
    renderInApp(<SaveView part={saveViewPart(load)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save View' }));
    expect(await screen.findByText('The Save View dialog could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Rows')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    state.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save View' }));
    expect(await screen.findByRole('dialog', { name: 'Save this view' })).toBeInTheDocument();
  });
});

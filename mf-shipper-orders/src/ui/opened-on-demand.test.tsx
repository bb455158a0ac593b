import { useState } from 'react';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderInApp } from '@trucks/shared-ui/testing';
import { openedOnDemand, useOpenedOnDemand } from './opened-on-demand';
import type { OnDemandPart } from './opened-on-demand';
import type { SaveViewDialogProps } from './save-view-dialog';

jest.setTimeout(30_000);

type Dialog = ComponentType<SaveViewDialogProps>;

/** The dialog's real chunk behind a network the test controls: down, held back, or up. */
function network() {
  const state = { online: true, arrive: Promise.resolve() };
  const load = jest.fn<Promise<Dialog>, []>(() =>
    state.online
      ? state.arrive.then(() => import('./save-view-dialog')).then((module) => module.SaveViewDialog)
      : Promise.reject(new Error('Loading chunk 812 failed.')),
  );
  return { state, load };
}

function SaveView({ part }: { part: OnDemandPart<SaveViewDialogProps> }) {
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
      {dialog.Part ? (
        <dialog.Part
          open={open}
          onClose={() => setOpen(false)}
          save={(values) => Promise.resolve(values)}
          saving={false}
        />
      ) : null}
    </>
  );
}

describe('a dialog opened on demand', () => {
  it('loads with the first click, not with the page, the button spinning meanwhile', async () => {
    const { state, load } = network();
    let arrive: () => void = () => undefined;
    state.arrive = new Promise<void>((resolve) => (arrive = resolve));
    renderInApp(<SaveView part={openedOnDemand(load, 'The Save View dialog could not be loaded.')} />);
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
    renderInApp(<SaveView part={openedOnDemand(load, 'The Save View dialog could not be loaded.')} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Save View' }));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save View' }));
    expect(await screen.findByRole('dialog', { name: 'Save this view' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the download fails, keeps the page, and the next click tries again', async () => {
    const { state, load } = network();
    state.online = false;
    renderInApp(<SaveView part={openedOnDemand(load, 'The Save View dialog could not be loaded.')} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save View' }));
    expect(await screen.findByText('The Save View dialog could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Rows')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    state.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save View' }));
    expect(await screen.findByRole('dialog', { name: 'Save this view' })).toBeInTheDocument();
  });
});

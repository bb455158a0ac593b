// 'Save View' of the shipper's lists (orders, shipment booking and tracking): names the current filters
// as a saved view, optionally the one the list opens on. The list gives what to save. The dialog
// (save-view-dialog.tsx: antd's form) loads when the button is first used, not with the list.
import { useState } from 'react';
import { Button } from 'antd';
import { lazyPanel, useOpenedOnDemand } from '@trucks/shared-ui/lazy-panel';
import type { SaveViewButtonProps } from './save-view-dialog';

const SAVE_VIEW_DIALOG = lazyPanel(
  () => import('./save-view-dialog').then((m) => m.SaveViewDialog),
  'Loading the Save View dialog',
  'The Save View dialog could not be loaded.',
);

export function SaveViewButton({ save, saving }: SaveViewButtonProps) {
  const [open, setOpen] = useState(false);
  const dialog = useOpenedOnDemand(SAVE_VIEW_DIALOG);
  return (
    <>
      <Button
        loading={dialog.loading}
        onClick={() => dialog.open(() => setOpen(true))}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
      >
        Save View
      </Button>
      {dialog.Part ? (
        <dialog.Part open={open} onClose={() => setOpen(false)} save={save} saving={saving} />
      ) : null}
    </>
  );
}

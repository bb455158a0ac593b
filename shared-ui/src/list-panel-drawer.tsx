// A list page's views and filters on a phone: a full-width drawer over the list, in a chunk of its own.
// antd's Drawer is not in the host's first load, and on a phone the panel shows only when asked for
// (list-page.tsx loads it on the toggle's pointer down or focus, and opens it once it has arrived).
import type { ReactNode } from 'react';
import { Drawer } from 'antd';

export interface ListPanelDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function ListPanelDrawer({ open, onClose, children }: ListPanelDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size="100%"
      title="Views and filters"
      closable={{ 'aria-label': 'Close views and filters' }}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      {children}
    </Drawer>
  );
}

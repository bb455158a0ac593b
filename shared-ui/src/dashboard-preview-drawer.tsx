// The drawer of a dashboard tab's preview (DashboardList's `preview`), in a chunk of its own: antd's
// Drawer is not on the dashboard's first paint, it shows once an item is opened (dashboard-list.tsx
// loads it then, or earlier, on the pointer or the focus over the rows).
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useIsPhone } from './viewport';

export interface DashboardPreviewDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Width on a desktop, px; a phone gets the full width. */
  width: number;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
}

export function DashboardPreviewDrawer({
  open,
  onClose,
  title,
  width,
  closeLabel,
  children,
}: DashboardPreviewDrawerProps) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={phone ? '100%' : width}
      title={title}
      closable={{ 'aria-label': closeLabel }}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}

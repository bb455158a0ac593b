// The load-detail dialog's place when the load board's remote is unavailable: its '<Area> is
// unavailable' fallback with Retry, in a modal of its own (the dialog opens from the top bar, a slot
// too small for it). A chunk of its own (shipment-search.tsx loads it when a result is chosen): antd's
// Modal is not on any page's first load for it (issue 26).
import type { ReactNode } from 'react';
import { Modal } from 'antd';

export interface LoadDetailFallbackProps {
  /** The shipment's number: the modal's title. */
  title: string;
  onClose: () => void;
  /** The region's fallback. */
  children: ReactNode;
}

export function LoadDetailFallback({ title, onClose, children }: LoadDetailFallbackProps) {
  return (
    <Modal open footer={null} onCancel={onClose} title={title}>
      {children}
    </Modal>
  );
}

// The load-detail dialog the host opens from shipment search (ready-to-book or tendering loads).
import { Modal } from 'antd';
import type { LoadDetailDialogProps } from '@trucks/shared-contracts/federation/remote-modules';
import { LoadDetailBody } from './load-detail-body';
import { LoadDetailHeader } from './load-detail-header';

export function LoadDetailDialog({ shipmentNumber, type, open, onClose }: LoadDetailDialogProps) {
  // Frame only: the shipment's details are not read yet, so the dialog shows its loading state
  // rather than invented data.
  const loading = true;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={1100}
      destroyOnHidden
      title={
        <LoadDetailHeader shipmentNumber={shipmentNumber} type={type} loading={loading} onLeave={onClose} />
      }
    >
      <LoadDetailBody loading={loading} />
    </Modal>
  );
}

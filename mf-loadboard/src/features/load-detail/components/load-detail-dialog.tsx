// The load-detail dialog (exposed as ./LoadDetailDialog): the host opens it from shipment search for a
// ready-to-book or tendering load, and this remote's lists open it for a row. Full width on a phone.
import { Modal } from 'antd';
import type { LoadDetailDialogProps } from '@trucks/shared-contracts/federation/remote-modules';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { LazyLoadDetail } from './lazy-load-detail';

const DIALOG_WIDTH = 1100;

export function LoadDetailDialog({ shipmentNumber, type, open, onClose }: LoadDetailDialogProps) {
  const phone = useIsPhone();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={phone ? '100%' : DIALOG_WIDTH}
      destroyOnHidden
      title={`Shipment #${shipmentNumber}`}
    >
      <LazyLoadDetail type={type} shipmentNumber={shipmentNumber} onLeave={onClose} />
    </Modal>
  );
}

// /available-freight/{shipmentNumber}/preview: the load over the list (the list stays as it was behind
// it; the close goes back to it with its filters). Full width on a phone.
import { Drawer } from 'antd';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { LazyLoadDetail } from './lazy-load-detail';

const PREVIEW_WIDTH = 1000;

export function LoadPreviewDrawer({
  shipmentNumber,
  onClose,
}: {
  shipmentNumber: string;
  onClose: () => void;
}) {
  const phone = useIsPhone();
  return (
    <Drawer
      open
      title={`Shipment #${shipmentNumber}`}
      size={phone ? '100%' : PREVIEW_WIDTH}
      onClose={onClose}
      closable={{ 'aria-label': 'Close preview' }}
    >
      <LazyLoadDetail type="available" shipmentNumber={shipmentNumber} />
    </Drawer>
  );
}

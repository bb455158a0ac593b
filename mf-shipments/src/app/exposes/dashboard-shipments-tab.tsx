import { Drawer } from 'antd';
import { useNavigate } from 'react-router';
import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { DashboardShipmentsList } from '../../features/dashboard/components/dashboard-shipments-list';

// The preview drawer's content loads when a shipment is opened, not with the tab.
const ShipmentPreviewPanel = lazyPage(
  () =>
    import('../../features/shipment-detail/components/shipment-preview-panel').then(
      (m) => m.ShipmentPreviewPanel,
    ),
  'Loading shipment',
);

/**
 * The dashboard's Shipments tab (host route /dashboard/shipments): the shipments needing updates; the
 * preview /dashboard/shipments/{n}/preview opens the shipment in a drawer that closes back to the tab.
 */
function DashboardShipmentsTab({ basePath, previewId }: DashboardTabProps) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  return (
    <>
      <DashboardShipmentsList basePath={basePath} />
      <Drawer
        open={previewId !== undefined}
        onClose={() => void navigate(basePath)}
        size={phone ? '100%' : 900}
        title={`Shipment ${previewId ?? ''}`}
        closable={{ 'aria-label': 'Close' }}
        destroyOnHidden
      >
        {previewId ? <ShipmentPreviewPanel shipmentNumber={previewId} /> : null}
      </Drawer>
    </>
  );
}

export default DashboardShipmentsTab satisfies RemoteModules['mf_shipments/DashboardShipmentsTab']['default'];

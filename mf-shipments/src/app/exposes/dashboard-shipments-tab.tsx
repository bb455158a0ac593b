import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { DashboardShipmentsList } from '../../features/dashboard/components/dashboard-shipments-list';
import { prefetchNeedsUpdateShipments } from '../../features/dashboard/api/needs-update-shipments';

// The preview drawer's content loads when a shipment is opened, not with the tab.
const ShipmentPreviewPanel = lazyPanel(
  () =>
    import('../../features/shipment-detail/components/shipment-preview-panel').then(
      (m) => m.ShipmentPreviewPanel,
    ),
  'Loading shipment',
  'The shipment could not be loaded.',
);

/**
 * The dashboard's Shipments tab (host route /dashboard/shipments): the shipments needing updates; the
 * preview /dashboard/shipments/{n}/preview opens the shipment in a drawer that closes back to the tab.
 */
function DashboardShipmentsTab({ basePath, previewId }: DashboardTabProps) {
  return (
    <DashboardShipmentsList
      basePath={basePath}
      preview={{
        basePath,
        id: previewId,
        title: `Shipment ${previewId ?? ''}`,
        width: 900,
        closeLabel: 'Close',
        render: (shipmentNumber) => <ShipmentPreviewPanel shipmentNumber={shipmentNumber} />,
      }}
    />
  );
}

export default DashboardShipmentsTab satisfies RemoteModules['mf_shipments/DashboardShipmentsTab']['default'];

/** The tab's first read, started by the host at start, before the tab's first render. */
export const preload = prefetchNeedsUpdateShipments satisfies NonNullable<
  RemoteModules['mf_shipments/DashboardShipmentsTab']['preload']
>;

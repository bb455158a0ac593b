import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DashboardShipmentsTab as ShipmentsTab } from '../../features/dashboard/components/dashboard-shipments-tab';
import { ShipmentDetailsSections } from '../../features/shipment-detail/components/shipment-details-sections';

/** The dashboard's Shipments tab (host route /dashboard/shipments, preview /dashboard/shipments/{n}/preview). */
function DashboardShipmentsTab({ basePath, previewId }: DashboardTabProps) {
  // The previewed shipment arrives with the API client (a later issue).
  return (
    <ShipmentsTab basePath={basePath} previewId={previewId} preview={<ShipmentDetailsSections loading />} />
  );
}

export default DashboardShipmentsTab satisfies RemoteModules['mf_shipments/DashboardShipmentsTab']['default'];

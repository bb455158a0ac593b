import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DashboardTabFrame } from '@trucks/shared-ui/dashboard-tab';
import { ShipmentDetailsSections } from '../../features/shipment-detail/components/shipment-details-sections';

/** The dashboard's Shipments tab (host route /dashboard/shipments, preview /dashboard/shipments/{n}/preview). */
function DashboardShipmentsTab({ basePath, previewId }: DashboardTabProps) {
  // Frame only: not read yet (the package README says what is built).
  return (
    <DashboardTabFrame
      basePath={basePath}
      previewId={previewId}
      emptyMessage="No shipments need updates"
      previewTitle={`Shipment ${previewId ?? ''}`}
      preview={<ShipmentDetailsSections loading />}
    />
  );
}

export default DashboardShipmentsTab satisfies RemoteModules['mf_shipments/DashboardShipmentsTab']['default'];

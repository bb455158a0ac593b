// /shipment-tracking/{shipmentNumber}/preview: the shipper-side shipment detail with the sections the
// spec lists (stops, activity, tenders, carrier charges, cases, equipment, empty location, drivers).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';

const MANAGED_SHIPMENT_SECTIONS = [
  'Stops',
  'Activity',
  'Tenders',
  'Carrier Charges',
  'Cases',
  'Equipment',
  'Empty Location',
  'Drivers',
] as const;

export function ManagedShipmentPage({ shipmentNumber }: { shipmentNumber: string }) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title="Shipment Tracking"
      caption={`Shipment ${shipmentNumber}`}
      recordName="Shipment"
      listPath={paths.shipmentTracking()}
      loading={loading}
    >
      {MANAGED_SHIPMENT_SECTIONS.map((title) => (
        <DetailSection key={title} title={title} loading={loading} />
      ))}
    </RecordPage>
  );
}

// /shipment-tracking/{shipmentNumber}/preview: the shipper-side shipment detail with the sections the
// spec lists (stops, activity, tenders, carrier charges, cases, equipment, empty location, drivers).
import { RecordPage } from '../../../ui/record-page';

export const MANAGED_SHIPMENT_SECTIONS = [
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
  // The shipment arrives with the API client (a later issue).
  return (
    <RecordPage
      title="Shipment Tracking"
      caption={`Shipment ${shipmentNumber}`}
      sections={MANAGED_SHIPMENT_SECTIONS}
      loading
    />
  );
}

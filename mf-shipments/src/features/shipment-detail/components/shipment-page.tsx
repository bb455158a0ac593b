// A shipment's own page: /shipments/{shipmentNumber}/... (the spec's catch-all shipment pages: every
// address below the shipment shows it) and /my-shipments/{shipmentNumber}.
import { useShipmentRecord } from '../hooks/use-shipment-record';
import { ShipmentDetails } from './shipment-details';
import { ShipmentRecordFrame } from './shipment-record-frame';

export interface ShipmentPageProps {
  /** The page title by the spec's rule: 'Shipments' or 'My Shipments'. */
  title: string;
  shipmentNumber: string;
  /** The list the close returns to. */
  listPath: string;
}

export function ShipmentPage({ title, shipmentNumber, listPath }: ShipmentPageProps) {
  const record = useShipmentRecord(shipmentNumber);
  return (
    <ShipmentRecordFrame title={title} shipmentNumber={shipmentNumber} record={record} listPath={listPath}>
      <ShipmentDetails
        shipmentNumber={shipmentNumber}
        shipment={record.shipment}
        editable={record.editable}
      />
    </ShipmentRecordFrame>
  );
}

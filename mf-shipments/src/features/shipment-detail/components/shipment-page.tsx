// A shipment's own page: /shipments/{shipmentNumber}/... (the spec's catch-all shipment pages: every
// address below the shipment shows it) and /my-shipments/{shipmentNumber}.
import { RecordPage } from '@trucks/shared-ui/record-page';
import { ShipmentDetailsSections } from './shipment-details-sections';

export interface ShipmentPageProps {
  /** The page title by the spec's rule: 'Shipments' or 'My Shipments'. */
  title: string;
  shipmentNumber: string;
  /** The list the close returns to. */
  listPath: string;
}

export function ShipmentPage({ title, shipmentNumber, listPath }: ShipmentPageProps) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title={title}
      caption={`Shipment ${shipmentNumber}`}
      recordName="Shipment"
      listPath={listPath}
      loading={loading}
    >
      <ShipmentDetailsSections loading={loading} />
    </RecordPage>
  );
}

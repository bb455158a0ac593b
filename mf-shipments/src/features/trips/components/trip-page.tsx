// /all-shipments/trip/{tripId}: the shipments of one trip and their stops in order.
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';

export function TripPage({ tripId }: { tripId: string }) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title="All Shipments"
      caption={`Trip ${tripId}`}
      recordName="Trip"
      listPath={paths.allShipments()}
      loading={loading}
    >
      <DetailSection title="Shipments" loading={loading} />
      <DetailSection title="Stops" loading={loading} />
    </RecordPage>
  );
}

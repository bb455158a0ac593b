// /locations/{locationNumber}/preview: a location, its dock schedule and its contacts.
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';

const SECTIONS = ['Location Details', 'Dock Schedule', 'Contacts'] as const;

export function LocationPreviewPage({ locationNumber }: { locationNumber: string }) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title="Locations"
      caption={`Location ${locationNumber}`}
      recordName="Location"
      listPath={paths.locations()}
      loading={loading}
    >
      {SECTIONS.map((title) => (
        <DetailSection key={title} title={title} loading={loading} />
      ))}
    </RecordPage>
  );
}

// /locations/{locationNumber}/preview: a location, its dock schedule and its contacts.
import { RecordPage } from '../../../ui/record-page';

export function LocationPreviewPage({ locationNumber }: { locationNumber: string }) {
  // The location arrives with the API client (a later issue).
  return (
    <RecordPage
      title="Locations"
      caption={`Location ${locationNumber}`}
      sections={['Location Details', 'Dock Schedule', 'Contacts']}
      loading
    />
  );
}

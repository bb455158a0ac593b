// One case's preview with the other features' panels: loaded by the routes when a case is opened.
import { useParams } from 'react-router';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { CasePreviewPage } from '../features/cases/components/case-preview-page';
import type { CasePanels, CaseSubPage } from '../features/cases/components/case-preview-page';
import { DocumentList } from '../features/documents/components/document-list';
import { NotesPanel } from '../features/notes/components/notes-panel';

/** A case's notes and documents: the notes feature's panel, and the documents of the case's shipment. */
const CASE_PANELS: CasePanels = {
  notes: (caseRecord) => (
    <NotesPanel
      entityId={caseRecord.id}
      entityType={EntityType.Case}
      entityDescription={`Case ${caseRecord.caseNumber}`}
      entityLink={paths.casePreview(caseRecord.caseNumber)}
    />
  ),
  documents: (caseRecord) => (
    <DocumentList
      entityType={EntityType.Case}
      entityId={caseRecord.id}
      shipmentId={caseRecord.shipmentId ?? undefined}
      shipmentNumber={caseRecord.shipmentNumber ?? undefined}
    />
  ),
};

export default function CasePreviewRoute({ subPage }: { subPage: CaseSubPage }) {
  const { caseNumber = '' } = useParams();
  return <CasePreviewPage caseNumber={caseNumber} subPage={subPage} panels={CASE_PANELS} />;
}

// The cases remote's route subtree: /cases, /cases/{caseNumber}/preview and its sub-pages. The host
// mounts `/cases/*` and renders <CasesNotesRoutes prefix="/cases">. Unknown sub-paths: 'Route Not Found'.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RoutePrefixOf, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { NotFound } from '@trucks/shared-ui/not-found';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { CasePreviewPage } from '../features/cases/components/case-preview-page';
import type { CasePanels, CaseSubPage } from '../features/cases/components/case-preview-page';
import { CasesPage } from '../features/cases/components/cases-page';
import { DocumentsPanel } from '../features/documents/components/documents-panel';
import { NotesPanel } from '../features/notes/components/notes-panel';

type CasesNotesPrefix = RoutePrefixOf<'mf_cases_notes'>;
const at = (prefix: CasesNotesPrefix, pattern: (typeof P)[keyof typeof P]) =>
  relativePattern(prefix, pattern);

/**
 * The spec's route table spells the documents sub-page with a misspelled segment. Links the portal
 * writes use 'documents'; 'documnets' (the misspelling) is accepted too, so an old link still opens it.
 */
const MISSPELLED_DOCUMENTS_SEGMENT = 'documnets';

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
    <DocumentsPanel
      entityType={EntityType.Case}
      entityId={caseRecord.id}
      shipmentId={caseRecord.shipmentId ?? undefined}
      shipmentNumber={caseRecord.shipmentNumber ?? undefined}
    />
  ),
};

function CasePreviewRoute({ subPage }: { subPage: CaseSubPage }) {
  const { caseNumber = '' } = useParams();
  return <CasePreviewPage caseNumber={caseNumber} subPage={subPage} panels={CASE_PANELS} />;
}

/** The preview's own address opens its first sub-page, Notes. */
function CasePreviewIndexRedirect() {
  const { caseNumber = '' } = useParams();
  return <Navigate to={paths.caseNotes(caseNumber)} replace />;
}

const SUBTREES: Record<CasesNotesPrefix, ReactElement> = {
  '/cases': (
    <>
      <Route index element={<CasesPage />} />
      <Route path={at('/cases', P.casePreview)} element={<CasePreviewIndexRedirect />} />
      <Route path={at('/cases', P.caseNotes)} element={<CasePreviewRoute subPage="notes" />} />
      <Route path={at('/cases', P.caseDocuments)} element={<CasePreviewRoute subPage="documents" />} />
      <Route
        path={`${at('/cases', P.casePreview)}/${MISSPELLED_DOCUMENTS_SEGMENT}`}
        element={<CasePreviewRoute subPage="documents" />}
      />
      <Route path={at('/cases', P.caseHistory)} element={<CasePreviewRoute subPage="history" />} />
    </>
  ),
};

export function CasesNotesRoutes({ prefix }: RoutesProps<'mf_cases_notes'>) {
  return (
    <Routes>
      {SUBTREES[prefix]}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

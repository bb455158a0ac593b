// The cases remote's route subtree: /cases, /cases/{caseNumber}/preview and its sub-pages. The host
// mounts `/cases/*` and renders <CasesNotesRoutes prefix="/cases">. Unknown sub-paths: 'Route Not Found'.
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RoutePrefixOf, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { lazyPage } from '@trucks/shared-ui/lazy-page';
import { NotFound } from '@trucks/shared-ui/not-found';

// Every page in a chunk of its own: the list's first visit carries the list only; the preview (notes
// with Draft.js behind its adapter, documents with the upload dialog and the viewer with pdf.js behind
// its adapter, the sanitizer) loads when a case is opened.
const CasesPage = lazyPage(
  () => import('../features/cases/components/cases-page').then((m) => m.CasesPage),
  'Loading cases',
);
const CasePreviewRoute = lazyPage(
  () => import('./case-preview-route').then((m) => m.default),
  'Loading case',
);

type CasesNotesPrefix = RoutePrefixOf<'mf_cases_notes'>;
const at = (prefix: CasesNotesPrefix, pattern: (typeof P)[keyof typeof P]) =>
  relativePattern(prefix, pattern);

/**
 * The spec's route table spells the documents sub-page with a misspelled segment. Links the portal
 * writes use 'documents'; 'documnets' (the misspelling) is accepted too, so an old link still opens it.
 */
const MISSPELLED_DOCUMENTS_SEGMENT = 'documnets';

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

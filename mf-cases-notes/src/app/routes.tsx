// The cases remote's route subtree: /cases, /cases/{caseNumber}/preview and its sub-pages. The host
// mounts `/cases/*` and renders <CasesNotesRoutes prefix="/cases">. Unknown sub-paths: 'Route Not Found'.
import { Suspense, lazy } from 'react';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import type { RoutePrefixOf, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ROUTE_PATTERNS as P, paths, relativePattern } from '@trucks/shared-contracts/routes/paths';
import { NotFound } from '@trucks/shared-ui/not-found';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import type { CaseSubPage } from '../features/cases/components/case-preview-page';
import { CasesPage } from '../features/cases/components/cases-page';

// The preview (notes, documents, their sanitizer and dialogs) loads when a case is opened, so the
// list's first visit does not carry it.
const LazyCasePreviewRoute = lazy(() => import('./case-preview-route'));

function CasePreviewRoute({ subPage }: { subPage: CaseSubPage }) {
  return (
    <Suspense fallback={<LoadingState label="Loading case" />}>
      <LazyCasePreviewRoute subPage={subPage} />
    </Suspense>
  );
}

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

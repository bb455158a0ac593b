// /cases/{caseNumber}/preview with its sub-pages notes, documents and history (spec 001 §2). Each has
// its own address; the tabs move between them.
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';

export type CaseSubPage = 'notes' | 'documents' | 'history';

const SUB_PAGES: Record<CaseSubPage, { label: string; path: (caseNumber: string) => string }> = {
  notes: { label: 'Notes', path: paths.caseNotes },
  documents: { label: 'Documents', path: paths.caseDocuments },
  history: { label: 'History', path: paths.caseHistory },
};

export function CasePreviewPage({ caseNumber, subPage }: { caseNumber: string; subPage: CaseSubPage }) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title="Cases"
      caption={`Case ${caseNumber}`}
      recordName="Case"
      listPath={paths.cases()}
      loading={loading}
      activeTab={subPage}
      tabs={(Object.keys(SUB_PAGES) as CaseSubPage[]).map((key) => ({
        key,
        label: SUB_PAGES[key].label,
        path: SUB_PAGES[key].path(caseNumber),
      }))}
    >
      <DetailSection title="Summary" loading={loading} />
      <DetailSection title={SUB_PAGES[subPage].label} loading={loading} />
    </RecordPage>
  );
}

// /cases/{caseNumber}/preview with its sub-pages notes, documents and history (spec 001 §2). Each has
// its own address; the tabs move between them.
import { Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { PageFrame } from '@trucks/shared-ui/page-frame';

export type CaseSubPage = 'notes' | 'documents' | 'history';

const SUB_PAGES: Record<CaseSubPage, { label: string; path: (caseNumber: string) => string }> = {
  notes: { label: 'Notes', path: paths.caseNotes },
  documents: { label: 'Documents', path: paths.caseDocuments },
  history: { label: 'History', path: paths.caseHistory },
};

export function CasePreviewPage({ caseNumber, subPage }: { caseNumber: string; subPage: CaseSubPage }) {
  const navigate = useNavigate();
  // The case, its notes (GET cases/{id}/notes), documents and history arrive with the API client.
  const loading = true;
  return (
    <PageFrame title="Cases">
      <div style={{ padding: '16px 16px 0' }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          Case {caseNumber}
        </Typography.Title>
        <DetailSection title="Summary" loading={loading} />
        <Tabs
          activeKey={subPage}
          onChange={(key) => navigate(SUB_PAGES[key as CaseSubPage].path(caseNumber))}
          items={(Object.keys(SUB_PAGES) as CaseSubPage[]).map((key) => ({
            key,
            label: SUB_PAGES[key].label,
            children:
              key === subPage ? <DetailSection title={SUB_PAGES[key].label} loading={loading} /> : null,
          }))}
        />
      </div>
    </PageFrame>
  );
}

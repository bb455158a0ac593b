// A page about one record (an order, a location, a managed shipment): the list's title by the spec's
// rule, the record named below it, optional sub-page tabs (each its own address), and its sections.
import { Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { PageFrame } from '@trucks/shared-ui/page-frame';

export interface RecordSubPage {
  key: string;
  label: string;
  path: string;
}

export interface RecordPageProps {
  title: string;
  caption: string;
  sections: readonly string[];
  /** True while the record loads. */
  loading: boolean;
  subPages?: readonly RecordSubPage[];
  activeSubPage?: string;
}

export function RecordPage({ title, caption, sections, loading, subPages, activeSubPage }: RecordPageProps) {
  const navigate = useNavigate();
  const body = sections.map((section) => <DetailSection key={section} title={section} loading={loading} />);
  return (
    <PageFrame title={title}>
      <div style={{ padding: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {caption}
        </Typography.Title>
        {subPages ? (
          <Tabs
            activeKey={activeSubPage}
            onChange={(key) => {
              const target = subPages.find((subPage) => subPage.key === key);
              if (target) navigate(target.path);
            }}
            items={subPages.map((subPage) => ({
              key: subPage.key,
              label: subPage.label,
              children: subPage.key === activeSubPage ? body : null,
            }))}
          />
        ) : (
          body
        )}
      </div>
    </PageFrame>
  );
}

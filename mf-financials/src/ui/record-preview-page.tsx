// The preview page of one financial record (an AP invoice, an invoice, a payment): the list's title by
// the spec's rule, the record named below it, its sections, and a close button back to the list.
import { Button, Col, Row, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { PageFrame } from '@trucks/shared-ui/page-frame';

export interface RecordPreviewPageProps {
  title: string;
  /** The record as the user reads it: 'Invoice INV-1', 'Check 1001'. */
  caption: string;
  /** Where the close button leads: the list. */
  listPath: string;
  sections: readonly string[];
  sideSections: readonly string[];
  /** True while the record loads. */
  loading: boolean;
}

export function RecordPreviewPage({
  title,
  caption,
  listPath,
  sections,
  sideSections,
  loading,
}: RecordPreviewPageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame
      title={title}
      actions={<Button icon={<CloseOutlined />} aria-label="Close" onClick={() => navigate(listPath)} />}
    >
      <div style={{ padding: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {caption}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            {sections.map((section) => (
              <DetailSection key={section} title={section} loading={loading} />
            ))}
          </Col>
          <Col xs={24} lg={8}>
            {sideSections.map((section) => (
              <DetailSection key={section} title={section} loading={loading} />
            ))}
          </Col>
        </Row>
      </div>
    </PageFrame>
  );
}

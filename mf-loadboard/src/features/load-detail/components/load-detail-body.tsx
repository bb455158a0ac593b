// The body of a load's detail (spec 000 §2): on the left the route map, the stops and, for non-brokers,
// 'Loads you may also like'; on the right the sidebar sections. The sidebar's sections are not named by
// the spec; these follow the shipment's fields (rate, requirements, equipment, contact).
import { Col, Row } from 'antd';
import { DetailSection } from '@trucks/shared-ui/detail-section';

const LOAD_DETAIL_SIDEBAR_SECTIONS = ['Rate', 'Requirements', 'Equipment', 'Contact'] as const;

export interface LoadDetailBodyProps {
  loading: boolean;
}

export function LoadDetailBody({ loading }: LoadDetailBodyProps) {
  return (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        <DetailSection title="Route" loading={loading} />
        <DetailSection title="Stops" loading={loading} />
        <DetailSection title="Loads you may also like" loading={loading} />
      </Col>
      <Col xs={24} lg={8}>
        {LOAD_DETAIL_SIDEBAR_SECTIONS.map((title) => (
          <DetailSection key={title} title={title} loading={loading} />
        ))}
      </Col>
    </Row>
  );
}

// The sections of a shipment's details, from the shipment calls of the spec (stops, latest activity,
// equipment, drivers, requirements, tracking problems). Shared by the preview's Details sub-page, the
// shipment pages and the dashboard's preview drawer.
import { Col, Row } from 'antd';
import { DetailSection } from '@trucks/shared-ui/detail-section';

const SHIPMENT_DETAIL_SECTIONS = {
  main: ['Stops', 'Latest Activity'],
  side: ['Equipment', 'Drivers', 'Requirements', 'Tracking Problems'],
} as const;

export function ShipmentDetailsSections({ loading }: { loading: boolean }) {
  return (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        {SHIPMENT_DETAIL_SECTIONS.main.map((title) => (
          <DetailSection key={title} title={title} loading={loading} />
        ))}
      </Col>
      <Col xs={24} lg={8}>
        {SHIPMENT_DETAIL_SECTIONS.side.map((title) => (
          <DetailSection key={title} title={title} loading={loading} />
        ))}
      </Col>
    </Row>
  );
}

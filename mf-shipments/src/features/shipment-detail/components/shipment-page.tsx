// A shipment's own page: /shipments/{shipmentNumber}/... (the spec's catch-all shipment pages: every
// address below the shipment shows it) and /my-shipments/{shipmentNumber}.
import { Typography } from 'antd';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { ShipmentDetailsSections } from './shipment-details-sections';

export interface ShipmentPageProps {
  /** The page title by the spec's rule: 'Shipments' or 'My Shipments'. */
  title: string;
  shipmentNumber: string;
}

export function ShipmentPage({ title, shipmentNumber }: ShipmentPageProps) {
  // The shipment arrives with the API client (a later issue).
  const loading = true;
  return (
    <PageFrame title={title}>
      <div style={{ padding: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          Shipment {shipmentNumber}
        </Typography.Title>
        <ShipmentDetailsSections loading={loading} />
      </div>
    </PageFrame>
  );
}

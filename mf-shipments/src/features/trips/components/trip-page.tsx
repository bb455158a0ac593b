// /all-shipments/trip/{tripId}: the shipments of one trip and their stops in order.
import { Typography } from 'antd';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { PageFrame } from '@trucks/shared-ui/page-frame';

export function TripPage({ tripId }: { tripId: string }) {
  // The trip arrives with the API client (a later issue).
  const loading = true;
  return (
    <PageFrame title="All Shipments">
      <div style={{ padding: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          Trip {tripId}
        </Typography.Title>
        <DetailSection title="Shipments" loading={loading} />
        <DetailSection title="Stops" loading={loading} />
      </div>
    </PageFrame>
  );
}

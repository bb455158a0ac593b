// The driver's phone view (DriverPortal; the host shows it without top bar and side navigation): their
// loads as cards, 390px wide without horizontal scroll. Each card shows the next stop with its window
// in the stop's own zone and its address as a link that opens the phone's maps, and at a dropoff the
// proof-of-delivery upload (camera or file), mf-cases-notes' DocumentsPanel at that dropoff.
import { useDeferredValue } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { STOP_TYPE_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { ListSkeleton } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { useDriverShipments, useProofsOnFileSettled } from '../api/driver-shipments';
import { useUploadModuleSettled } from '../hooks/use-upload-module-settled';
import { proofOfDeliveryStopOf } from '../lib/proof-of-delivery-stop';
import {
  destinationOf,
  mapsLinkOf,
  nextStopOf,
  originOf,
  cityStateOf,
  stopAddressText,
  stopWindowText,
} from '../../../lib/shipment-stops';
import { ShipmentStatusTag, StopStatusTag } from '../../../ui/shipment-chips';
import { ProofOfDeliveryRegion } from './proof-of-delivery-region';

function DriverShipmentCard({ shipment }: { shipment: Shipment }) {
  const next = nextStopOf(shipment.stops);
  const lastDropoff = destinationOf(shipment.stops);
  const podStop = proofOfDeliveryStopOf(shipment);
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <span>Shipment {shipment.shipmentNumber}</span>
          <ShipmentStatusTag status={shipment.status} />
        </Flex>
      }
      aria-label={`Shipment ${shipment.shipmentNumber}`}
      role="article"
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {cityStateOf(originOf(shipment.stops))} → {cityStateOf(lastDropoff)}
      </Typography.Paragraph>
      {next ? (
        <section aria-label="Next stop">
          <Typography.Text strong>
            Next stop: {next.stopNumber}. {STOP_TYPE_LABEL[next.stopType]}
          </Typography.Text>{' '}
          <StopStatusTag status={next.status} />
          <div>{stopWindowText(next) || 'No appointment yet'}</div>
          <Button
            type="link"
            href={mapsLinkOf(next)}
            target="_blank"
            rel="noopener noreferrer"
            icon={<EnvironmentOutlined />}
            style={{ paddingInline: 0, whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
          >
            {stopAddressText(next)}
          </Button>
        </section>
      ) : (
        <Typography.Paragraph>Every stop is complete.</Typography.Paragraph>
      )}
      {podStop ? (
        <section aria-label="Proof of delivery" style={{ marginTop: 8 }}>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            Proof of delivery for stop {podStop.stopNumber} ({cityStateOf(podStop)})
          </Typography.Paragraph>
          <ProofOfDeliveryRegion shipment={shipment} stop={podStop} />
        </section>
      ) : null}
    </Card>
  );
}

export function DriverShipmentsPage() {
  const driverId = useSession((session) => session.user?.id) ?? '';
  const list = useDriverShipments(driverId);
  const proofsOnFileSettled = useProofsOnFileSettled(list.data?.data);
  const uploadSettled = useUploadModuleSettled(
    (list.data?.data ?? []).some((shipment) => proofOfDeliveryStopOf(shipment) !== undefined),
  );
  // The cards render at a transition's priority, in 5 ms slices, with the skeleton on screen until they
  // are ready: React Query's answer is an urgent update, and the cards were one long task on a phone.
  // `null` first, also when the page mounts on an answer read ahead (useDeferredValue defers a mount
  // only when given an initial value, and `undefined` counts as none).
  // The cards wait for what their dropoffs' upload shows (its module and what is on file), so none
  // grows under the driver's thumb once shown.
  const ready = proofsOnFileSettled && uploadSettled;
  const shown = useDeferredValue(ready ? (list.data ?? null) : null, null);
  return (
    <PageFrame>
      <div style={{ padding: 12, maxWidth: 640, margin: '0 auto' }}>
        {list.isError ? (
          <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} />
        ) : !shown ? (
          <ListSkeleton rows={3} />
        ) : shown.data.length === 0 ? (
          <EmptyState message="No loads are assigned to you right now" />
        ) : (
          shown.data.map((shipment) => <DriverShipmentCard key={shipment.id} shipment={shipment} />)
        )}
      </div>
    </PageFrame>
  );
}

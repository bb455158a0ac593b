// /all-shipments/trip/{tripId}: the shipments of one trip (GET shipments with tripId) in the order they
// run, each with its stops in order, their status and window in the stop's own zone.
import { Card, Empty, Typography } from 'antd';
import { Link } from 'react-router';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { STOP_TYPE_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { ShortList } from '@trucks/shared-ui/short-list';
import { useShipmentList } from '../../../api/shipment-list';
import { cityStateOf, originOf, stopsInOrder, stopWindowText } from '../../../lib/shipment-stops';
import { ShipmentStatusTag, StopStatusTag } from '../../../ui/shipment-chips';

/** A trip holds a handful of loads; one page of this size reads all of them. */
const TRIP_READ = 100;

function byFirstPickup(a: Shipment, b: Shipment): number {
  const first = (s: Shipment) => {
    const stop = originOf(s.stops);
    return stop?.appointmentDateTime ?? stop?.earlyDateTime ?? '';
  };
  return first(a).localeCompare(first(b)) || a.shipmentNumber.localeCompare(b.shipmentNumber);
}

export function TripPage({ tripId }: { tripId: string }) {
  const list = useShipmentList({ tripId, page: 1, pageSize: TRIP_READ, orderBy: 'pickupDate' });
  const shipments = [...(list.data?.data ?? [])].sort(byFirstPickup);
  return (
    <RecordPage
      title="All Shipments"
      caption={`Trip ${tripId}`}
      recordName="Trip"
      listPath={paths.shipments()}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      <DetailSection title="Shipments" loading={list.isPending}>
        {shipments.length === 0 ? (
          <Empty description="No shipments of yours are on this trip" />
        ) : (
          shipments.map((shipment, index) => (
            <Card
              key={shipment.id}
              size="small"
              style={{ marginBottom: 12 }}
              title={
                <>
                  {index + 1}.{' '}
                  <Link to={paths.shipmentDetails(shipment.shipmentNumber)}>
                    Shipment {shipment.shipmentNumber}
                  </Link>{' '}
                  <ShipmentStatusTag status={shipment.status} />
                </>
              }
            >
              <section aria-label={`Stops of shipment ${shipment.shipmentNumber}`}>
                <ShortList
                  items={stopsInOrder(shipment.stops)}
                  rowKey={(stop) => stop.id}
                  empty="No stops"
                  renderItem={(stop) => (
                    <div>
                      <Typography.Text strong>
                        {stop.stopNumber}. {STOP_TYPE_LABEL[stop.stopType]} · {cityStateOf(stop)}
                      </Typography.Text>{' '}
                      <StopStatusTag status={stop.status} />
                      <div>{stopWindowText(stop)}</div>
                    </div>
                  )}
                />
              </section>
            </Card>
          ))
        )}
      </DetailSection>
    </RecordPage>
  );
}

// The dashboard's Shipments tab: the shipments needing an update (the spec's list default, the same
// query as the navigation badge's count), each opening its preview at /dashboard/shipments/{n}/preview.
import { Alert, Button, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { ListSkeleton } from '@trucks/shared-ui/loading-state';
import { useShipmentList } from '../../../api/shipment-list';
import {
  cityStateOf,
  destinationOf,
  nextStopOf,
  originOf,
  stopWindowText,
} from '../../../lib/shipment-stops';
import { ListRow, PlainList } from '../../../ui/plain-list';
import { OnTimeTag, ShipmentFlags, ShipmentStatusTag } from '../../../ui/shipment-chips';

/** The tab shows the first ten; the full list is a link away. */
const TAB_ROWS = 10;

export function DashboardShipmentsList({ basePath }: { basePath: string }) {
  const list = useShipmentList({
    ...SHIPMENT_COUNT_GROUPS.needsUpdates,
    page: 1,
    pageSize: TAB_ROWS,
    orderBy: 'pickupDate',
  });
  if (list.isPending) return <ListSkeleton rows={3} label="Loading shipments" />;
  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={list.error.message}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            Retry
          </Button>
        }
      />
    );
  if (list.data.data.length === 0) return <EmptyState message="No shipments need updates" />;
  return (
    <>
      <Typography.Paragraph>
        {list.data.totalCount} {list.data.totalCount === 1 ? 'shipment needs' : 'shipments need'} an update.{' '}
        <Link to={`${paths.shipments()}?view=needsUpdates`}>See all</Link>
      </Typography.Paragraph>
      <PlainList
        label="Shipments needing updates"
        items={list.data.data}
        rowKey={(shipment) => shipment.id}
        empty="No shipments need updates"
        renderItem={(shipment) => {
          const next = nextStopOf(shipment.stops);
          return (
            <ListRow
              title={
                <>
                  <Link to={`${basePath}/${encodeURIComponent(shipment.shipmentNumber)}/preview`}>
                    Shipment {shipment.shipmentNumber}
                  </Link>{' '}
                  <ShipmentStatusTag status={shipment.status} />
                  <OnTimeTag status={shipment.onTimeStatus} />
                  <ShipmentFlags trackingProblem={shipment.hasTrackingProblems === true} />
                </>
              }
              description={
                <>
                  {cityStateOf(originOf(shipment.stops))} → {cityStateOf(destinationOf(shipment.stops))}
                  {next ? ` · Next: ${cityStateOf(next)} ${stopWindowText(next)}` : ''}
                </>
              }
            />
          );
        }}
      />
    </>
  );
}

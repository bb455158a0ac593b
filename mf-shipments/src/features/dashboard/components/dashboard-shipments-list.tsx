// The dashboard's Shipments tab: the shipments needing an update (the spec's list default, the same
// query as the navigation badge's count), each opening its preview at /dashboard/shipments/{n}/preview
// in the drawer the tab gives (`preview`). The link says the shipment comes from one of the company's own
// lists (OWN_SHIPMENT_STATE), so its preview skips the 'already booked by your company' notice.
import { Typography } from 'antd';
import { Link } from 'react-router';
import { OWN_SHIPMENT_STATE, paths } from '@trucks/shared-contracts/routes/paths';
import { DashboardList } from '@trucks/shared-ui/dashboard-list';
import type { DashboardListPreview } from '@trucks/shared-ui/dashboard-list';
import { ListSkeleton } from '@trucks/shared-ui/loading-state';
import { ShortList, ShortListRow } from '@trucks/shared-ui/short-list';
import { useNeedsUpdateShipments } from '../api/needs-update-shipments';
import {
  cityStateOf,
  destinationOf,
  nextStopOf,
  originOf,
  stopWindowText,
} from '../../../lib/shipment-stops';
import { OnTimeTag, ShipmentFlags, ShipmentStatusTag } from '../../../ui/shipment-chips';

export function DashboardShipmentsList({
  basePath,
  preview,
}: {
  basePath: string;
  preview?: DashboardListPreview;
}) {
  const list = useNeedsUpdateShipments();
  const total = list.data?.totalCount ?? 0;
  return (
    <DashboardList
      rows={list.data?.data}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      skeleton={<ListSkeleton rows={3} label="Loading shipments" />}
      emptyMessage="No shipments need updates"
      preview={preview}
    >
      {(shipments) => (
        <>
          <Typography.Paragraph>
            {total} {total === 1 ? 'shipment needs' : 'shipments need'} an update.{' '}
            <Link to={`${paths.shipments()}?view=needsUpdates`}>See all</Link>
          </Typography.Paragraph>
          <ShortList
            label="Shipments needing updates"
            items={shipments}
            rowKey={(shipment) => shipment.id}
            empty="No shipments need updates"
            renderItem={(shipment) => {
              const next = nextStopOf(shipment.stops);
              return (
                <ShortListRow
                  title={
                    <>
                      <Link
                        to={`${basePath}/${encodeURIComponent(shipment.shipmentNumber)}/preview`}
                        state={OWN_SHIPMENT_STATE}
                      >
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
      )}
    </DashboardList>
  );
}

// The read-only sections of a shipment's details, each from its own call of spec 000 §7: latest
// activity, trips, equipment, order dropoffs, billing configuration and tracking problems.
import { Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { SHIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/shipment-type';
import type { ShipmentType } from '@trucks/shared-contracts/domain/shipment-type';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { ShortList, ShortListRow } from '@trucks/shared-ui/short-list';
import {
  useBillingConfiguration,
  useLatestActivity,
  useOrderDropoffs,
  useShipmentEquipment,
  useShipmentTrips,
  useTrackingProblems,
} from '../api/shipment';

type Props = { shipmentNumber: string };

function Failed({ message }: { message: string }) {
  return <Typography.Text type="danger">{message}</Typography.Text>;
}

/** Latest activity; its timeStamp is converted to a date (spec 000 §7), shown in the next stop's zone. */
export function LatestActivitySection({
  shipmentNumber,
  timeZone,
}: Props & { timeZone: string | undefined }) {
  const activity = useLatestActivity(shipmentNumber);
  return (
    <DetailSection title="Latest Activity" loading={activity.isPending}>
      {activity.isError ? (
        <Failed message={activity.error.message} />
      ) : activity.data ? (
        <>
          <Typography.Text strong>{activity.data.description}</Typography.Text>
          <div>
            {formatStopDateTime(new Date(activity.data.timeStamp), timeZone)}
            {activity.data.city ? ` · ${activity.data.city}, ${activity.data.state ?? ''}` : ''}
          </div>
        </>
      ) : (
        'No tracking activity yet'
      )}
    </DetailSection>
  );
}

export function TripsSection({ shipmentNumber }: Props) {
  const trips = useShipmentTrips(shipmentNumber);
  return (
    <DetailSection title="Trips" loading={trips.isPending}>
      {trips.isError ? (
        <Failed message={trips.error.message} />
      ) : (
        <ShortList
          items={trips.data ?? []}
          rowKey={(trip) => trip.id}
          empty="Not part of a trip"
          renderItem={(trip) => (
            <>
              <Link to={paths.trip(trip.id)}>Trip {trip.id}</Link>: {trip.shipmentNumbers.join(', ')}
            </>
          )}
        />
      )}
    </DetailSection>
  );
}

export function EquipmentSection({ shipmentNumber }: Props) {
  const equipment = useShipmentEquipment(shipmentNumber);
  return (
    <DetailSection title="Equipment" loading={equipment.isPending}>
      {equipment.isError ? (
        <Failed message={equipment.error.message} />
      ) : (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'trailer', label: 'Trailer', children: equipment.data?.trailerNumber || 'Not set' },
            { key: 'powerUnit', label: 'Power Unit', children: equipment.data?.powerUnitNumber || 'Not set' },
          ]}
        />
      )}
    </DetailSection>
  );
}

export function OrderDropoffsSection({ shipmentNumber }: Props) {
  const dropoffs = useOrderDropoffs(shipmentNumber);
  return (
    <DetailSection title="Order Dropoffs" loading={dropoffs.isPending}>
      {dropoffs.isError ? (
        <Failed message={dropoffs.error.message} />
      ) : (
        <ShortList
          items={dropoffs.data ?? []}
          rowKey={(order) => order.orderNumber}
          empty="No orders on this shipment"
          renderItem={(order) => (
            <>
              Order {order.orderNumber}: dropoff{order.dropoffs.length === 1 ? '' : 's'} at stop{' '}
              {order.dropoffs.map((d) => d.stopNumber).join(', ')}
            </>
          )}
        />
      )}
    </DetailSection>
  );
}

export function BillingSection({ shipmentNumber }: Props) {
  const billing = useBillingConfiguration(shipmentNumber);
  const data = billing.data;
  return (
    <DetailSection title="Billing Configuration" loading={billing.isPending}>
      {billing.isError ? (
        <Failed message={billing.error.message} />
      ) : data ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'type',
              label: 'Shipment Type',
              children: SHIPMENT_TYPE_LABEL[data.shipmentType as ShipmentType] ?? String(data.shipmentType),
            },
            { key: 'terms', label: 'Payment Terms', children: `${data.paymentTerms} days` },
            { key: 'lineHaul', label: 'Line Haul', children: formatCurrency(data.lineHaul) },
            { key: 'fuel', label: 'Fuel Surcharge', children: formatCurrency(data.fuelSurcharge) },
            { key: 'accessorials', label: 'Accessorials', children: formatCurrency(data.accessorialsTotal) },
            ...(data.quickPayFee != null
              ? [{ key: 'quickPay', label: 'Quick Pay Fee', children: formatCurrency(-data.quickPayFee) }]
              : []),
            { key: 'total', label: 'Total', children: formatCurrency(data.total) },
          ]}
        />
      ) : null}
    </DetailSection>
  );
}

export function TrackingProblemsSection({
  shipmentNumber,
  timeZone,
}: Props & { timeZone: string | undefined }) {
  const problems = useTrackingProblems(shipmentNumber);
  return (
    <DetailSection title="Tracking Problems" loading={problems.isPending}>
      {problems.isError ? (
        <Failed message={problems.error.message} />
      ) : (
        <ShortList
          items={problems.data ?? []}
          rowKey={(problem) => problem.id}
          empty="No tracking problems"
          renderItem={(problem) => (
            <ShortListRow
              title={problem.description}
              description={`Reported ${formatStopDateTime(problem.reportedAt, timeZone)}`}
            />
          )}
        />
      )}
    </DetailSection>
  );
}

// A shipment's stops with their times in the stop's own zone, and what the shipper records at them
// (spec 001 §7): arrival and departure with confirmed package counts, and a pickup's preload
// ('Stop preload recorded'), and the stop's schedule (early, late, appointment; update stops). Times are
// typed as the stop's local wall clock and sent with its offset.
// The drawers are stop-event-drawer.tsx and stop-schedule-drawer.tsx.
import { useState } from 'react';
import { Button, Descriptions, Flex, Typography } from 'antd';
import type { ManagedShipment, ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import { MOVING_STATUSES, ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { formatCalendarDate, formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { StopEventDrawer } from './stop-event-drawer';
import type { EventKind } from './stop-event-drawer';
import { StopScheduleDrawer } from './stop-schedule-drawer';

/** A stop's schedule can change until the truck has left it, on a shipment not yet delivered. */
const reschedulable = (shipment: ManagedShipment, stop: ManagedShipmentStop) =>
  shipment.shipmentStatus >= ShipmentStatus.Draft &&
  shipment.shipmentStatus <= ShipmentStatus.AtStop &&
  !stop.departedAt;

function StopCard({
  shipment,
  stop,
  onRecord,
}: {
  shipment: ManagedShipment;
  stop: ManagedShipmentStop;
  onRecord: (kind: EventKind | 'schedule') => void;
}) {
  const zone = stop.ianaTimeZone;
  const moving = MOVING_STATUSES.includes(shipment.shipmentStatus);
  const earlier = shipment.stops.filter((s) => s.stopNumber < stop.stopNumber);
  const reachable = earlier.every((s) => s.departedAt);
  const canPreload =
    stop.stopType === 'Pickup' &&
    !stop.departedAt &&
    shipment.shipmentStatus !== ShipmentStatus.Voided &&
    !(shipment.shipmentStatus >= ShipmentStatus.Delivered);
  const counts = [
    stop.confirmedPackageCount != null ? `${stop.confirmedPackageCount} packages` : '',
    stop.confirmedPalletCount != null ? `${stop.confirmedPalletCount} pallets` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section
      aria-label={`Stop ${stop.stopNumber}`}
      style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 12 }}
    >
      <Typography.Text strong>
        {stop.stopNumber}. {stop.stopType ?? 'Stop'}
      </Typography.Text>{' '}
      <Typography.Text>{stop.locationAddress}</Typography.Text>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          // A stop dated without times (its order gave only the day) still shows its day (issue 41).
          ...(stop.date && !stop.early && !stop.late && !stop.appointment
            ? [{ key: 'date', label: 'Date', children: formatCalendarDate(stop.date) }]
            : []),
          { key: 'early', label: 'Early', children: formatStopDateTime(stop.early, zone) || '—' },
          { key: 'late', label: 'Late', children: formatStopDateTime(stop.late, zone) || '—' },
          { key: 'appt', label: 'Appointment', children: formatStopDateTime(stop.appointment, zone) || '—' },
          { key: 'arrived', label: 'Arrived', children: formatStopDateTime(stop.arrivedAt, zone) || '—' },
          { key: 'departed', label: 'Departed', children: formatStopDateTime(stop.departedAt, zone) || '—' },
          { key: 'counts', label: 'Confirmed', children: counts || '—' },
          ...(stop.preload
            ? [
                {
                  key: 'preload',
                  label: 'Preloaded',
                  children: `${formatStopDateTime(stop.preload.preloadedDateTime, zone)}${stop.preload.trailerNumber ? ` on trailer ${stop.preload.trailerNumber}` : ''}`,
                },
              ]
            : []),
        ]}
      />
      <Flex gap={8} wrap>
        {moving && reachable && !stop.arrivedAt ? (
          <Button size="small" onClick={() => onRecord('arrival')}>
            Record Arrival
          </Button>
        ) : null}
        {moving && stop.arrivedAt && !stop.departedAt ? (
          <Button size="small" onClick={() => onRecord('departure')}>
            Record Departure
          </Button>
        ) : null}
        {reschedulable(shipment, stop) ? (
          <Button size="small" onClick={() => onRecord('schedule')}>
            Edit Schedule
          </Button>
        ) : null}
        {canPreload ? (
          <Button size="small" onClick={() => onRecord('preload')}>
            Record Preload
          </Button>
        ) : null}
      </Flex>
    </section>
  );
}

export function ShipmentStops({
  shipment,
  stops,
}: {
  shipment: ManagedShipment;
  stops: ManagedShipmentStop[];
}) {
  const [recording, setRecording] = useState<{
    stop: ManagedShipmentStop;
    kind: EventKind | 'schedule';
  } | null>(null);
  return (
    <Flex vertical gap={12}>
      {stops.map((stop) => (
        <StopCard
          key={stop.id}
          shipment={shipment}
          stop={stop}
          onRecord={(kind) => setRecording({ stop, kind })}
        />
      ))}
      {recording?.kind === 'schedule' ? (
        <StopScheduleDrawer
          key={`${recording.stop.id}-schedule`}
          shipmentNumber={shipment.shipmentNumber}
          stop={recording.stop}
          onClose={() => setRecording(null)}
        />
      ) : recording ? (
        <StopEventDrawer
          key={`${recording.stop.id}-${recording.kind}`}
          shipmentNumber={shipment.shipmentNumber}
          stop={recording.stop}
          kind={recording.kind}
          onClose={() => setRecording(null)}
        />
      ) : null}
    </Flex>
  );
}

// A shipment's stops with their times in the stop's own zone, and what the shipper records at them
// (spec 001 §7): arrival and departure with confirmed package counts, and a pickup's preload
// ('Stop preload recorded'), and the stop's schedule (early, late, appointment; update stops). Times are
// typed as the stop's local wall clock and sent with its offset.
import { useState } from 'react';
import { Button, Descriptions, Flex, Form, Input, InputNumber, Typography } from 'antd';
import type { ManagedShipment, ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { MOVING_STATUSES, ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useStopArrival, useStopDeparture, useStopPreload, useUpdateStops } from '../api/tms-shipments';
import { instantAt, localAt, nowAt } from '../lib/stop-clock';

type EventKind = 'arrival' | 'departure' | 'preload';
type EventValues = { dateTime: string; packages?: number; pallets?: number; trailerNumber?: string };

const EVENT_TITLE: Record<EventKind, string> = {
  arrival: 'Record Arrival',
  departure: 'Record Departure',
  preload: 'Record Preload',
};

function StopEventDrawer({
  shipmentNumber,
  stop,
  kind,
  onClose,
}: {
  shipmentNumber: string;
  stop: ManagedShipmentStop;
  kind: EventKind;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EventValues>();
  const feedback = useFormSaveFeedback(form);
  const arrival = useStopArrival();
  const departure = useStopDeparture();
  const preload = useStopPreload();
  const params = { shipmentNumber, stopId: stop.id };
  const handlers = {
    onSuccess: () => {
      feedback.saved(
        kind === 'preload'
          ? 'Stop preload recorded'
          : `${kind === 'arrival' ? 'Arrival' : 'Departure'} recorded at stop ${stop.stopNumber}`,
      );
      onClose();
    },
    onError: (error: ApiError) => feedback.failed(error),
  };
  return (
    <FormDrawer<EventValues>
      open
      title={`${EVENT_TITLE[kind]}: stop ${stop.stopNumber}`}
      form={form}
      initialValues={{ dateTime: nowAt(stop.ianaTimeZone) }}
      onClose={onClose}
      submitLabel={EVENT_TITLE[kind]}
      saving={arrival.isPending || departure.isPending || preload.isPending}
      onFinish={(values) => {
        const dateTime = instantAt(values.dateTime, stop.ianaTimeZone);
        if (kind === 'preload') {
          preload.mutate(
            {
              params,
              body: {
                preloadedDateTime: dateTime,
                ...(values.trailerNumber?.trim() ? { trailerNumber: values.trailerNumber.trim() } : {}),
              },
            },
            handlers,
          );
          return;
        }
        const body = {
          dateTime,
          ...(values.packages != null ? { confirmedPackageCount: values.packages } : {}),
          ...(values.pallets != null ? { confirmedPalletCount: values.pallets } : {}),
        };
        (kind === 'arrival' ? arrival : departure).mutate({ params, body }, handlers);
      }}
    >
      <Typography.Paragraph type="secondary">{stop.locationAddress}</Typography.Paragraph>
      <Form.Item
        name="dateTime"
        label={`When (${formatStopDateTime(new Date(), stop.ianaTimeZone).split(' ').at(-1)}, the stop's time)`}
        rules={[{ required: true, message: 'Enter the date and time.' }]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      {kind === 'preload' ? (
        <Form.Item name="trailerNumber" label="Trailer #">
          <Input maxLength={30} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="packages" label="Confirmed Packages">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="pallets" label="Confirmed Pallets">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}

type ScheduleValues = { early?: string; late?: string; appointment?: string };
const SCHEDULE_FIELDS = [
  ['early', 'Early'],
  ['late', 'Late'],
  ['appointment', 'Appointment'],
] as const;

/** A stop's schedule can change until the truck has left it, on a shipment not yet delivered. */
const reschedulable = (shipment: ManagedShipment, stop: ManagedShipmentStop) =>
  shipment.shipmentStatus >= ShipmentStatus.Draft &&
  shipment.shipmentStatus <= ShipmentStatus.AtStop &&
  !stop.departedAt;

function StopScheduleDrawer({
  shipmentNumber,
  stop,
  onClose,
}: {
  shipmentNumber: string;
  stop: ManagedShipmentStop;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ScheduleValues>();
  const feedback = useFormSaveFeedback(form);
  const update = useUpdateStops();
  const zone = stop.ianaTimeZone;
  const typed = (value: string | undefined) => (value ? instantAt(value, zone) : null);
  return (
    <FormDrawer<ScheduleValues>
      open
      title={`Edit Schedule: stop ${stop.stopNumber}`}
      form={form}
      initialValues={{
        early: localAt(stop.early, zone),
        late: localAt(stop.late, zone),
        appointment: localAt(stop.appointment, zone),
      }}
      onClose={onClose}
      submitLabel="Save Schedule"
      saving={update.isPending}
      onFinish={(values) =>
        update.mutate(
          {
            params: { shipmentNumber },
            body: [
              {
                id: stop.id,
                early: typed(values.early),
                late: typed(values.late),
                appointment: typed(values.appointment),
              },
            ],
          },
          {
            onSuccess: () => {
              feedback.saved(`Schedule updated for stop ${stop.stopNumber}`);
              onClose();
            },
            onError: (error: ApiError) => feedback.failed(error),
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {stop.locationAddress}. Times are the stop's own (
        {formatStopDateTime(new Date(), zone).split(' ').at(-1)}).
      </Typography.Paragraph>
      {SCHEDULE_FIELDS.map(([name, label]) => (
        <Form.Item
          key={name}
          name={name}
          label={label}
          dependencies={name === 'late' ? ['early'] : []}
          rules={
            name === 'late'
              ? [
                  ({ getFieldValue }) => ({
                    validator: (_, late?: string) => {
                      const early = getFieldValue('early') as string | undefined;
                      return early && late && late < early
                        ? Promise.reject(new Error('Late is before early.'))
                        : Promise.resolve();
                    },
                  }),
                ]
              : []
          }
        >
          <Input type="datetime-local" />
        </Form.Item>
      ))}
    </FormDrawer>
  );
}

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

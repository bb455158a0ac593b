// What the shipper records at a stop (spec 001 §7 'stop arrival and departure, preload'): arrival and
// departure with confirmed package and pallet counts ('Arrival recorded at stop {n}', 'Departure
// recorded at stop {n}'), a pickup's preload ('Stop preload recorded'). Times are typed on the stop's
// own wall clock and sent with its offset.
import { Form, Input, Typography } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { MEASURES } from '@trucks/shared-contracts/rules/order-plausibility';
import { measureOf } from '@trucks/shared-contracts/rules/typed-number';
import type { TypedNumber } from '@trucks/shared-contracts/rules/typed-number';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import { useStopArrival, useStopDeparture, useStopPreload } from '../api/tms-shipments';
import { instantAt, nowAt } from '../lib/stop-clock';

export type EventKind = 'arrival' | 'departure' | 'preload';
// Counts are kept as typed ('2.5', 'abc') and refused at the field, never rounded (issue 41).
type EventValues = {
  dateTime: string;
  packages?: TypedNumber;
  pallets?: TypedNumber;
  trailerNumber?: string;
};

const EVENT_TITLE: Record<EventKind, string> = {
  arrival: 'Record Arrival',
  departure: 'Record Departure',
  preload: 'Record Preload',
};
export function StopEventDrawer({
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
        const packages = measureOf(values.packages, MEASURES.packageCount);
        const pallets = measureOf(values.pallets, MEASURES.palletCount);
        const body = {
          dateTime,
          ...(packages !== undefined ? { confirmedPackageCount: packages } : {}),
          ...(pallets !== undefined ? { confirmedPalletCount: pallets } : {}),
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
          <Form.Item
            name="packages"
            label="Confirmed Packages"
            rules={[typedNumberRule(MEASURES.packageCount)]}
          >
            <TypedNumberInput whole />
          </Form.Item>
          <Form.Item name="pallets" label="Confirmed Pallets" rules={[typedNumberRule(MEASURES.palletCount)]}>
            <TypedNumberInput whole />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}

// Edit a stop's appointment (PATCH shipments/{id}/stops/{stopId}/appointments): the appointment and the
// early and late window, typed as the stop's own wall clock. A time with a part missing, a date that
// does not exist or times out of order (Early ≤ Appointment ≤ Late) get a message at the field and are
// not sent; a time is removed only by its Clear (issue 41). A failed save keeps the drawer open with
// every value and puts the server's errors on their fields.
import { Form, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { Stop } from '@trucks/shared-contracts/domain/shipment';
import { STOP_TYPE_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { timeWindowOrderProblems } from '@trucks/shared-contracts/rules/time-window-order';
import type { TimeWindowField } from '@trucks/shared-contracts/rules/time-window-order';
import { cityStateOf } from '../../../lib/shipment-stops';
import { stopTimeInputProblem, stopTimeToSend, toStopLocalInput } from '../../../lib/stop-time-input';
import { StopTimeInput } from './stop-time-input';
import { useUpdateStopAppointment } from '../api/shipment';

interface AppointmentValues {
  appointmentDateTime?: string;
  earlyDateTime?: string;
  lateDateTime?: string;
}

const APPOINTMENT_SAVED = 'Appointment updated';

function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(),
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

const FIELD_OF: Record<TimeWindowField, keyof AppointmentValues> = {
  appointment: 'appointmentDateTime',
  early: 'earlyDateTime',
  late: 'lateDateTime',
};

/** A time field's rules: readable and complete first, then in order with the other two. */
function stopTimeRules(stop: Stop | undefined, field: TimeWindowField): FormRule[] {
  const name = FIELD_OF[field];
  return [
    ({ getFieldsValue }) => ({
      validator: (_rule, value: string | undefined) => {
        const zone = stop?.ianaTimeZone ?? '';
        const own = stopTimeInputProblem(value, !!stop?.[name]);
        if (own) return Promise.reject(new Error(own));
        const times = getFieldsValue() as AppointmentValues;
        const readable = (key: keyof AppointmentValues) =>
          stopTimeInputProblem(times[key], false) ? null : stopTimeToSend(times[key], zone);
        const order = timeWindowOrderProblems({
          early: readable('earlyDateTime'),
          appointment: readable('appointmentDateTime'),
          late: readable('lateDateTime'),
        });
        return order[field] ? Promise.reject(new Error(order[field])) : Promise.resolve();
      },
    }),
  ];
}

export function StopAppointmentDrawer({
  shipmentId,
  stop,
  onClose,
}: {
  shipmentId: string;
  stop: Stop | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AppointmentValues>();
  const feedback = useFormSaveFeedback(form);
  const save = useUpdateStopAppointment();
  const zone = stop?.ianaTimeZone ?? '';
  return (
    <FormDrawer<AppointmentValues>
      open={stop !== undefined}
      title={stop ? `Stop ${stop.stopNumber} appointment` : ''}
      form={form}
      key={stop?.id}
      initialValues={{
        appointmentDateTime: toStopLocalInput(stop?.appointmentDateTime, zone),
        earlyDateTime: toStopLocalInput(stop?.earlyDateTime, zone),
        lateDateTime: toStopLocalInput(stop?.lateDateTime, zone),
      }}
      submitLabel="Save Appointment"
      saving={save.isPending}
      onClose={onClose}
      onFinish={(values) => {
        if (!stop) return;
        save.mutate(
          {
            params: { id: shipmentId, stopId: stop.id },
            body: {
              appointmentDateTime: stopTimeToSend(values.appointmentDateTime, zone),
              earlyDateTime: stopTimeToSend(values.earlyDateTime, zone),
              lateDateTime: stopTimeToSend(values.lateDateTime, zone),
            },
          },
          {
            onSuccess: () => {
              feedback.saved(APPOINTMENT_SAVED);
              onClose();
            },
            onError: (error) => feedback.failed(error),
          },
        );
      }}
    >
      {stop ? (
        <Typography.Paragraph type="secondary">
          {STOP_TYPE_LABEL[stop.stopType]} at {cityStateOf(stop)}. Times are the stop&apos;s local time (
          {zoneName(zone)}).
        </Typography.Paragraph>
      ) : null}
      <Form.Item
        label="Appointment"
        name="appointmentDateTime"
        dependencies={['earlyDateTime', 'lateDateTime']}
        rules={stopTimeRules(stop, 'appointment')}
      >
        <StopTimeInput label="Appointment" />
      </Form.Item>
      <Form.Item label="Early" name="earlyDateTime" rules={stopTimeRules(stop, 'early')}>
        <StopTimeInput label="Early" />
      </Form.Item>
      <Form.Item
        label="Late"
        name="lateDateTime"
        dependencies={['earlyDateTime']}
        rules={stopTimeRules(stop, 'late')}
      >
        <StopTimeInput label="Late" />
      </Form.Item>
    </FormDrawer>
  );
}

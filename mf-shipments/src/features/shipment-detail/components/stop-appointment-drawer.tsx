// Edit a stop's appointment (PATCH shipments/{id}/stops/{stopId}/appointments): the appointment and the
// early and late window, typed as the stop's own wall clock. A failed save keeps the drawer open with
// every value and puts the server's errors on their fields.
import { Form, Input, Typography } from 'antd';
import type { Stop } from '@trucks/shared-contracts/domain/shipment';
import { STOP_TYPE_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { cityStateOf } from '../../../lib/shipment-stops';
import { fromStopLocalInput, toStopLocalInput } from '../../../lib/stop-time-input';
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
              appointmentDateTime: fromStopLocalInput(values.appointmentDateTime, zone),
              earlyDateTime: fromStopLocalInput(values.earlyDateTime, zone),
              lateDateTime: fromStopLocalInput(values.lateDateTime, zone),
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
      <Form.Item label="Appointment" name="appointmentDateTime">
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item label="Early" name="earlyDateTime">
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item
        label="Late"
        name="lateDateTime"
        dependencies={['earlyDateTime']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const early = getFieldValue('earlyDateTime') as string | undefined;
              return value && early && value < early
                ? Promise.reject(new Error('The late time must be after the early time.'))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <Input type="datetime-local" />
      </Form.Item>
    </FormDrawer>
  );
}

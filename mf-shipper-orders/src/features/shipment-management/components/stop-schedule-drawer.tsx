// 'Edit Schedule' on a stop (spec 001 §7 'update stops'): early, late and appointment on the stop's own
// clock; a late before the early is refused on the field; a cleared time is sent as null. 'Schedule
// updated for stop {n}'.
import { Form, Input, Typography } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useUpdateStops } from '../api/tms-shipments';
import { instantAt, localAt } from '../lib/stop-clock';
import { timeWindowOrderProblems } from '@trucks/shared-contracts/rules/time-window-order';

type ScheduleValues = { early?: string; late?: string; appointment?: string };
const SCHEDULE_FIELDS = [
  ['early', 'Early'],
  ['late', 'Late'],
  ['appointment', 'Appointment'],
] as const;
export function StopScheduleDrawer({
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
                      const problem = timeWindowOrderProblems({ early, late }).late;
                      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
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

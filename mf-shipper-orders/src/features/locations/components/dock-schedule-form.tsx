// A location's dock schedule (spec 001 §3): per day closed, 24 hours, or start and end; the equipment
// modes, shipping modes and stop types the dock takes. With none saved yet the form opens on the
// defaults of 001 §9. Saved: 'Dock schedule updated for {number}' (001 §8).
import { useMemo } from 'react';
import { Alert, Checkbox, Col, Flex, Form, Input, Row, Typography } from 'antd';
import type { DockScheduleInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import type { DockDayHours, DockSchedule, Location } from '@trucks/shared-contracts/domain/location';
import { DockStopType } from '@trucks/shared-contracts/domain/location-type';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { FormActions, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useCreateDockSchedule, useUpdateDockSchedule } from '../api/locations';
import { DAY_NAMES, dockScheduleInputOf, dockScheduleValuesOf } from '../lib/dock-schedule';

const dockScheduleUpdatedText = (locationNumber: string) => `Dock schedule updated for ${locationNumber}`;

const numberOptions = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

function DayRow({ index }: { index: number }) {
  const form = Form.useFormInstance<DockScheduleInput>();
  const day = Form.useWatch(['days', index], form) as DockDayHours | undefined;
  const fixed = Boolean(day?.isClosed || day?.isTwentyFourHour);
  const name = DAY_NAMES[index];
  return (
    <Row gutter={8} align="middle" role="group" aria-label={name}>
      <Col xs={24} sm={4}>
        <Typography.Text strong>{name}</Typography.Text>
      </Col>
      <Col xs={12} sm={4}>
        <Form.Item name={[index, 'isClosed']} valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Closed</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={12} sm={4}>
        <Form.Item name={[index, 'isTwentyFourHour']} valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox disabled={Boolean(day?.isClosed)}>24 Hours</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item
          name={[index, 'startTime']}
          style={{ marginBottom: 8 }}
          rules={[{ required: !fixed, message: 'Opens at?' }]}
        >
          <Input type="time" aria-label={`${name} start`} disabled={fixed} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item
          name={[index, 'endTime']}
          style={{ marginBottom: 8 }}
          dependencies={[
            ['days', index, 'startTime'],
            ['days', index, 'isClosed'],
            ['days', index, 'isTwentyFourHour'],
          ]}
          rules={[
            { required: !fixed, message: 'Closes at?' },
            ({ getFieldValue }) => ({
              validator: async (_, end: string | undefined) => {
                const current = getFieldValue(['days', index]) as DockDayHours;
                if (current.isClosed || current.isTwentyFourHour || !end || !current.startTime) return;
                if (end <= current.startTime) throw new Error('The dock closes before it opens.');
              },
            }),
          ]}
        >
          <Input type="time" aria-label={`${name} end`} disabled={fixed} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * A checkbox group needs at least one ticked. A validator, not `required`: antd would put aria-required
 * on the group's container, which no checkbox group may carry (axe: aria-allowed-attr, critical).
 */
const atLeastOne = (message: string) => ({
  validator: async (_: unknown, value: unknown[] | undefined) => {
    if (!value || value.length === 0) throw new Error(message);
  },
});

export function DockScheduleForm({
  location,
  schedule,
}: {
  location: Location;
  schedule: DockSchedule | null;
}) {
  const [form] = Form.useForm<DockScheduleInput>();
  const feedback = useFormSaveFeedback(form);
  const create = useCreateDockSchedule();
  const update = useUpdateDockSchedule();
  const saving = create.isPending || update.isPending;
  const initialValues = useMemo(() => dockScheduleValuesOf(schedule), [schedule]);
  const save = schedule ? update : create;
  const changes = useFormChanges();

  return (
    <Form<DockScheduleInput>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={saving}
      onValuesChange={changes.onValuesChange}
      onFinish={(values) =>
        save.mutate(
          {
            params: { id: location.id },
            body: dockScheduleInputOf({
              ...initialValues,
              ...values,
              days: values.days.map((day, i) => ({ ...initialValues.days[i], ...day })),
            }),
          },
          {
            onSuccess: () => {
              changes.saved();
              feedback.saved(dockScheduleUpdatedText(location.locationNumber));
            },
            onError: (error) => feedback.failed(error),
          },
        )
      }
    >
      {schedule ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="No dock schedule saved yet: these are the default hours. Save to keep them."
        />
      )}
      <Form.List name="days">
        {(fields) => fields.map((field) => <DayRow key={field.key} index={field.name} />)}
      </Form.List>
      <Flex vertical gap={0} style={{ marginTop: 8 }}>
        <Form.Item
          name="equipmentModes"
          label="Equipment Modes"
          rules={[atLeastOne('Pick at least one equipment mode.')]}
        >
          <Checkbox.Group options={numberOptions(EQUIPMENT_MODE_LABEL)} />
        </Form.Item>
        <Form.Item
          name="shippingModes"
          label="Shipping Modes"
          rules={[atLeastOne('Pick at least one shipping mode.')]}
        >
          <Checkbox.Group options={numberOptions(SHIPPING_MODE_LABEL)} />
        </Form.Item>
        <Form.Item name="stopTypes" label="Stop Types" rules={[atLeastOne('Pick at least one stop type.')]}>
          <Checkbox.Group options={Object.values(DockStopType).map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name="instructions" label="Dock Instructions">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Flex>
      <FormActions submitLabel="Save Dock Schedule" saving={saving} />
    </Form>
  );
}

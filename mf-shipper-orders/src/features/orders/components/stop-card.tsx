// One stop of the order form: its type, its location (known or typed in), its date and times shown in
// the stop's zone (spec 001 §5), its contact, EDI code and references.
import { Button, Card, Col, Form, Input, Radio, Row, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { FormInstance, FormRule } from 'antd';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { NEW_LOCATION_NUMBER, OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import {
  deliveryBeforePickupProblems,
  stopWindowProblems,
} from '@trucks/shared-contracts/rules/order-plausibility';
import { useGeocodedPlaces } from '../../../api/geocoding';
import { stopTimeLines, zoneLookupCode } from '../../../lib/stop-times';
import { quarter, textOptions, third } from '../lib/order-form-options';
import type { LineItemValues, OrderFormValues, StopValues } from '../lib/order-input';
import { ReferenceFields } from './reference-fields';
import { LocationPicker, NewLocationFields } from './stop-location-fields';

/** A stop's times combined with its date in its zone (spec 001 §5), as the carrier will read them. */
function StopTimes({ stop, known }: { stop: StopValues | undefined; known: ReadonlyMap<string, Location> }) {
  const knownLocation =
    stop?.locationNumber && stop.locationNumber !== NEW_LOCATION_NUMBER
      ? known.get(stop.locationNumber)
      : undefined;
  const lookup = knownLocation?.ianaTimeZone
    ? undefined
    : zoneLookupCode(knownLocation?.postalCode ?? stop?.location.postalCode);
  const places = useGeocodedPlaces(lookup);
  const zone = knownLocation?.ianaTimeZone ?? places.data?.[0]?.ianaTimeZone;
  const lines = stop ? stopTimeLines(stop.schedule, zone) : [];
  if (lines.length === 0) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} aria-label="Stop times">
      {lines.map((line) => (
        <span key={line.label} style={{ display: 'block' }}>
          {line.label}: {line.text}
        </span>
      ))}
    </Typography.Paragraph>
  );
}

/** Late and appointment within the stop's own window (order-plausibility), said at the field. */
const windowRule =
  (name: number, field: 'lateTime' | 'appointmentTime'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const schedule = (getFieldValue(['stops', name, 'schedule']) ?? {}) as StopValues['schedule'];
      const problem = stopWindowProblems(schedule)[field];
      if (problem) throw new Error(problem);
    },
  });

/** A delivery dated before a pickup it follows (order-plausibility), said at the delivery's date. */
const afterPickupRule =
  (name: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const stops = (getFieldValue('stops') ?? []) as (StopValues | undefined)[];
      const lineItems = (getFieldValue('lineItems') ?? []) as (LineItemValues | undefined)[];
      const problem = deliveryBeforePickupProblems(
        stops.map((stop) => ({ type: stop?.type ?? OrderStopType.Pickup, schedule: stop?.schedule ?? {} })),
        lineItems.map((item) => ({ pickupStop: item?.pickupStop, deliveryStop: item?.deliveryStop })),
      ).get(name);
      if (problem) throw new Error(problem);
    },
  });

export function StopCard({
  name,
  count,
  form,
  known,
  onPick,
  onRemove,
}: {
  name: number;
  count: number;
  form: FormInstance<OrderFormValues>;
  known: ReadonlyMap<string, Location>;
  onPick: (location: Location) => void;
  onRemove: () => void;
}) {
  const stop = Form.useWatch(['stops', name], form) as StopValues | undefined;
  const isNew = (stop?.locationNumber ?? NEW_LOCATION_NUMBER) === NEW_LOCATION_NUMBER;
  return (
    <section aria-label={`Stop ${name + 1}`}>
      <Card
        size="small"
        title={`Stop ${name + 1}`}
        style={{ marginBottom: 12 }}
        extra={
          <Button
            icon={<DeleteOutlined />}
            aria-label={`Remove stop ${name + 1}`}
            disabled={count <= 2}
            onClick={onRemove}
          />
        }
      >
        <Form.Item name={[name, 'id']} hidden>
          <Input />
        </Form.Item>
        <Form.Item name={[name, 'type']} label="Stop Type">
          <Radio.Group aria-label="Stop Type" optionType="button" options={textOptions(OrderStopType)} />
        </Form.Item>
        <LocationPicker
          name={name}
          known={known}
          onPick={(location) => {
            onPick(location);
            form.setFieldValue(['stops', name, 'ediCode'], location.ediCodes[0]);
          }}
        />
        {isNew ? <NewLocationFields name={name} /> : null}
        <Row gutter={12}>
          <Col {...quarter}>
            <Form.Item
              name={[name, 'schedule', 'date']}
              label="Date"
              rules={[{ required: true, message: 'The stop date is required.' }, afterPickupRule(name)]}
            >
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'schedule', 'earlyTime']} label="Early">
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item
              name={[name, 'schedule', 'lateTime']}
              label="Late"
              dependencies={[['stops', name, 'schedule', 'earlyTime']]}
              rules={[windowRule(name, 'lateTime')]}
            >
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item
              name={[name, 'schedule', 'appointmentTime']}
              label="Appointment"
              dependencies={[
                ['stops', name, 'schedule', 'earlyTime'],
                ['stops', name, 'schedule', 'lateTime'],
              ]}
              rules={[windowRule(name, 'appointmentTime')]}
            >
              <Input type="time" />
            </Form.Item>
          </Col>
        </Row>
        <StopTimes stop={stop} known={known} />
        <Row gutter={12}>
          <Col {...third}>
            <Form.Item name={[name, 'contact', 'name']} label="Contact Name">
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name={[name, 'contact', 'phoneNumber']} label="Contact Phone">
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name={[name, 'contact', 'emailAddress']} label="Contact Email">
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name={[name, 'ediCode']} label="EDI Code">
              <Input maxLength={40} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>Stop References</Typography.Text>
        <ReferenceFields name={[name, 'referenceNumbers']} label="Stop Reference" />
      </Card>
    </section>
  );
}

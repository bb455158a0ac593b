// The order form of /orders/create and /orders/{orderNumber}/edit: every field of spec 001 §3's
// Order with its stops and line items, accessorials and requirements. The rules of §5 are in
// ../lib/order-input.ts (what is sent) and ../../../lib/stop-times.ts (a stop's times in its zone).
// A failed save keeps every value and puts the server's model-state errors on their fields.
// Nothing typed is lost without a word (issue 27): leaving with unsaved changes asks first, a reload
// gets the browser's prompt, and what was typed is kept as a draft of this user and this order (or of
// a new order) until it is saved or discarded; a restored draft says so, with 'Discard draft'.
import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormInstance } from 'antd';
import {
  EQUIPMENT_MODE_LABEL,
  EquipmentMode,
  REEFER_MODE_LABEL,
} from '@trucks/shared-contracts/domain/equipment-mode';
import { EQUIPMENT_TYPE_LABEL } from '@trucks/shared-contracts/domain/equipment-type';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { FREIGHT_CLASSES } from '@trucks/shared-contracts/domain/order';
import type { Order } from '@trucks/shared-contracts/domain/order';
import {
  FREIGHT_TERM_TYPE_LABEL,
  NEW_LOCATION_NUMBER,
  ORDER_TYPE_LABEL,
  OrderStopType,
} from '@trucks/shared-contracts/domain/order-type';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import { AmountInput, amountRule } from '@trucks/shared-ui/amount-field';
import { FormActions } from '@trucks/shared-ui/form';
import { DraftRestoredNotice, useFormDraft } from '@trucks/shared-ui/form-draft';
import { useUnsavedChangesGuard } from '@trucks/shared-ui/unsaved-changes';
import { useGeocodedPlaces } from '../../../api/geocoding';
import { useLocationSearch } from '../../../api/locations';
import { stopTimeLines, zoneLookupCode } from '../../../lib/stop-times';
import { emptyLineItem, emptyStop, formValuesOf, knownLocationsOf, orderInputOf } from '../lib/order-input';
import type { OrderFormValues, OrderOwner, StopValues } from '../lib/order-input';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';

const numberOptions = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const textOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const suggestions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const ACCESSORIALS = suggestions([
  'Liftgate',
  'Inside Delivery',
  'Residential',
  'Appointment',
  'Limited Access',
]);
const REQUIREMENTS = suggestions(['Food Grade', 'Straps', 'Load Bars', 'Tarps', 'Pallet Jack']);
const FREIGHT_CLASS_OPTIONS = suggestions(FREIGHT_CLASSES);
const PACKAGING = suggestions(['Pallet', 'Carton', 'Crate', 'Drum', 'Bundle', 'Roll', 'Tote', 'Piece']);
const HAZMAT_GROUPS = suggestions(['I', 'II', 'III']);
const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

const third = { xs: 24, sm: 12, lg: 8 } as const;
const quarter = { xs: 12, sm: 8, lg: 6 } as const;
const half = { xs: 24, sm: 12 } as const;

/** A count or a measure: 0 or more, said at the field (an InputNumber with min={0} silently made -5 into 0). */
const NOT_NEGATIVE = 'Enter a number of 0 or more';
const notNegativeRule = { type: 'number', min: 0, message: NOT_NEGATIVE } as const;

function locationLabel(location: Location): string {
  return `${location.name} (${location.locationNumber}) ${location.city}, ${location.province}`;
}

/** The known-location picker of a stop: the address book searched as you type, or 'New location'. */
function LocationPicker({
  name,
  known,
  onPick,
}: {
  name: number;
  known: ReadonlyMap<string, Location>;
  onPick: (location: Location) => void;
}) {
  const [search, setSearch] = useState('');
  const found = useLocationSearch(search);
  const byNumber = new Map(known);
  for (const location of found.data?.data ?? []) byNumber.set(location.locationNumber, location);
  const options = [
    { value: NEW_LOCATION_NUMBER, label: 'New location (type it in)' },
    ...[...byNumber.values()].map((location) => ({
      value: location.locationNumber,
      label: locationLabel(location),
    })),
  ];
  return (
    <Form.Item
      name={[name, 'locationNumber']}
      label="Location"
      rules={[{ required: true, message: 'Pick a location or type in a new one.' }]}
    >
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        options={options}
        loading={found.isFetching}
        onChange={(value: string) => {
          const picked = byNumber.get(value);
          if (picked) onPick(picked);
        }}
      />
    </Form.Item>
  );
}

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

function ReferenceFields({ name, label }: { name: (string | number)[]; label: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} wrap align="start">
              <Form.Item name={[field.name, 'label']} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                <Input
                  aria-label={`${label} ${field.name + 1} label`}
                  placeholder="Label (PO Number, Sales Order)"
                />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                <Input aria-label={`${label} ${field.name + 1} value`} placeholder="Value" />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remove ${label.toLowerCase()} ${field.name + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ label: '', value: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add {label}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

function NewLocationFields({ name }: { name: number }) {
  const at = (field: string) => [name, 'location', field];
  return (
    <Row gutter={12}>
      <Col {...half}>
        <Form.Item
          name={at('companyName')}
          label="Company Name"
          rules={[{ required: true, whitespace: true, message: 'The company name is required.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={at('addressLine1')}
          label="Address Line 1"
          rules={[{ required: true, whitespace: true, message: 'The address is required.' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={at('addressLine2')} label="Address Line 2">
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={at('city')}
          label="City"
          rules={[{ required: true, whitespace: true, message: 'The city is required.' }]}
        >
          <Input maxLength={80} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item
          name={at('state')}
          label="State or Province"
          rules={[{ required: true, whitespace: true, message: 'The state or province is required.' }]}
        >
          <Input maxLength={3} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item
          name={at('postalCode')}
          label="Postal Code"
          rules={[{ required: true, whitespace: true, message: 'The postal code is required.' }]}
        >
          <Input maxLength={10} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item name={at('country')} label="Country">
          <Select options={COUNTRIES} />
        </Form.Item>
      </Col>
      <Col {...quarter}>
        <Form.Item name={at('phoneNumber')} label="Phone">
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name={at('emailAddress')}
          label="Email"
          rules={[{ type: 'email', message: 'Not an email address.' }]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
    </Row>
  );
}

function StopCard({
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
              rules={[{ required: true, message: 'The stop date is required.' }]}
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
            <Form.Item name={[name, 'schedule', 'lateTime']} label="Late">
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'schedule', 'appointmentTime']} label="Appointment">
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

function LineItemCard({
  name,
  stopTypes,
  onRemove,
  count,
}: {
  name: number;
  stopTypes: readonly (OrderStopType | '')[];
  onRemove: () => void;
  count: number;
}) {
  const stopOptions = (type: OrderStopType) =>
    stopTypes.flatMap((stopType, index) =>
      stopType === type ? [{ value: index + 1, label: `Stop ${index + 1} (${type})` }] : [],
    );
  const n = (field: string) => [name, field];
  return (
    <section aria-label={`Line item ${name + 1}`}>
      <Card
        size="small"
        title={`Line item ${name + 1}`}
        style={{ marginBottom: 12 }}
        extra={
          <Button
            icon={<DeleteOutlined />}
            aria-label={`Remove line item ${name + 1}`}
            disabled={count <= 1}
            onClick={onRemove}
          />
        }
      >
        <Form.Item name={n('id')} hidden>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col {...half}>
            <Form.Item
              name={n('pickupStop')}
              label="Pickup Stop"
              rules={[{ required: true, message: 'Pick the stop it is picked up at.' }]}
            >
              <Select options={stopOptions(OrderStopType.Pickup)} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name={n('deliveryStop')}
              label="Delivery Stop"
              rules={[{ required: true, message: 'Pick the stop it is delivered to.' }]}
            >
              <Select options={stopOptions(OrderStopType.Delivery)} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name={n('description')}
              label="Description"
              rules={[{ required: true, whitespace: true, message: 'Describe the freight.' }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('freightClass')} label="Class">
              <Select allowClear options={FREIGHT_CLASS_OPTIONS} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packagingUnitType')} label="Packaging">
              <Select allowClear options={PACKAGING} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageCount')} label="Packages" rules={[notNegativeRule]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('palletCount')} label="Pallets" rules={[notNegativeRule]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageLength')} label="Length (in)" rules={[notNegativeRule]}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageWidth')} label="Width (in)" rules={[notNegativeRule]}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('packageHeight')} label="Height (in)" rules={[notNegativeRule]}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={n('totalWeight')} label="Total Weight (lbs)" rules={[notNegativeRule]}>
              <InputNumber precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item
              name={n('perPackageWeight')}
              label="Weight per Package (lbs)"
              rules={[notNegativeRule]}
            >
              <InputNumber precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'hazmat', 'packingGroup']} label="Hazmat Packing Group">
              <Select allowClear options={HAZMAT_GROUPS} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'hazmat', 'hazardClass']} label="Hazmat Class">
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col {...quarter}>
            <Form.Item name={[name, 'hazmat', 'unNumber']} label="UN Number">
              <Input maxLength={10} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </section>
  );
}

// A Form.Item's <label for> cannot name a Radio.Group (a div): each button group here and in a stop
// card is named for screen readers by an aria-label with the same words as its visible label.
function OrderDetailsFields({ reefer }: { reefer: boolean }) {
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Order Details</h3>}
      style={{ marginBottom: 16 }}
    >
      <Form.Item name="orderType" label="Order Type">
        <Radio.Group aria-label="Order Type" optionType="button" options={textOptions(ORDER_TYPE_LABEL)} />
      </Form.Item>
      <Form.Item name="equipmentMode" label="Equipment Mode">
        <Radio.Group
          aria-label="Equipment Mode"
          optionType="button"
          options={numberOptions(EQUIPMENT_MODE_LABEL)}
        />
      </Form.Item>
      <Form.Item name="shippingMode" label="Shipping Mode">
        <Radio.Group
          aria-label="Shipping Mode"
          optionType="button"
          options={numberOptions(SHIPPING_MODE_LABEL)}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="equipmentTypes" label="Equipment Types">
            <Select mode="multiple" allowClear options={numberOptions(EQUIPMENT_TYPE_LABEL)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="freightTermType" label="Freight Terms">
            <Select allowClear options={textOptions(FREIGHT_TERM_TYPE_LABEL)} />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item name="freightValue" label="Freight Value" rules={[amountRule]}>
            <AmountInput />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item name="markup" label="Markup (%)" rules={[notNegativeRule]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {reefer ? (
          <>
            <Col {...quarter}>
              <Form.Item name="reeferMode" label="Reefer Mode">
                <Select allowClear options={textOptions(REEFER_MODE_LABEL)} />
              </Form.Item>
            </Col>
            <Col {...quarter}>
              <Form.Item
                name="reeferTemperature"
                label="Reefer Temperature (°F)"
                rules={[
                  { type: 'number', min: -40, max: 90, message: 'Enter a temperature from -40 to 90 °F' },
                ]}
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Row>
      <Flex gap={16} wrap>
        <Form.Item name="isJustInTime" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Just in Time</Checkbox>
        </Form.Item>
        <Form.Item name="isTeamRequired" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Team Required</Checkbox>
        </Form.Item>
        <Form.Item name="isBlind" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Blind Shipment</Checkbox>
        </Form.Item>
      </Flex>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="hazmatEmergencyContactInfo" label="Hazmat Emergency Contact">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="chemtracAccountNumber" label="CHEMTREC Account Number">
            <Input maxLength={40} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="specialInstructions" label="Special Instructions">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </Card>
  );
}

export interface OrderFormProps {
  form: FormInstance<OrderFormValues>;
  /** Absent when creating. */
  order?: Order;
  owner: OrderOwner;
  saving: boolean;
  submitLabel: string;
  /** `saved` is called by the caller once the save succeeded, before it navigates away. */
  onSave: (body: OrderInput, saved: () => void) => void;
  onCancel: () => void;
}

/** What a draft of the order form keeps: the values, and the known locations its stops picked. */
interface OrderDraft {
  values: OrderFormValues;
  known: Location[];
}

export function OrderForm({ form, order, owner, saving, submitLabel, onSave, onCancel }: OrderFormProps) {
  const draft = useFormDraft<OrderDraft>({ kind: 'order', id: order?.orderNumber ?? 'new' });
  const restored = draft.restored;
  const initialValues = useMemo(() => restored?.values ?? formValuesOf(order), [restored, order]);
  const [known, setKnown] = useState<ReadonlyMap<string, Location>>(() => {
    const fromOrder = knownLocationsOf(order);
    for (const location of restored?.known ?? []) fromOrder.set(location.locationNumber, location);
    return fromOrder;
  });
  const [dirty, setDirty] = useState(restored !== undefined);
  const unsaved = useUnsavedChangesGuard(dirty, { onLeave: draft.clear });
  // After 'Discard draft' the form goes back to the order as stored (or a new one), once the new
  // initial values have reached the form.
  const [discarded, setDiscarded] = useState(0);
  useEffect(() => {
    if (discarded > 0) form.resetFields();
  }, [discarded, form]);
  const discard = () => {
    draft.discard();
    setKnown(knownLocationsOf(order));
    setDirty(false);
    setDiscarded((count) => count + 1);
  };
  const keepDraft = (nextKnown: ReadonlyMap<string, Location> = known) => {
    setDirty(true);
    draft.keep(() => ({
      values: form.getFieldsValue(true) as OrderFormValues,
      known: [...nextKnown.values()],
    }));
  };
  const equipmentMode = Form.useWatch('equipmentMode', form) ?? initialValues.equipmentMode;
  // Only the stops' types matter to the line items' stop pickers: watching them (not every keystroke
  // of every stop) keeps a 4-stop, 10-line order quick to type into.
  const stopTypesText =
    Form.useWatch(
      (values: OrderFormValues) => values.stops?.map((stop) => stop?.type ?? '').join(','),
      form,
    ) ?? initialValues.stops.map((stop) => stop.type).join(',');
  const stopTypes = useMemo(() => stopTypesText.split(',') as (OrderStopType | '')[], [stopTypesText]);

  return (
    <Form<OrderFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={saving}
      scrollToFirstError
      onValuesChange={(changed: Partial<OrderFormValues>) => {
        // Spec 001 §5: a Canadian postal code sets the country to CA, as it is typed.
        changed.stops?.forEach((stop, index) => {
          const postalCode = stop?.location?.postalCode;
          if (postalCode === undefined) return;
          const country = form.getFieldValue(['stops', index, 'location', 'country']) as string | undefined;
          const next = countryForPostalCode(postalCode, country ?? 'US');
          if (next !== country) form.setFieldValue(['stops', index, 'location', 'country'], next);
        });
        keepDraft();
      }}
      onFinish={(values) =>
        onSave(orderInputOf(values, owner, known), () => {
          draft.clear();
          unsaved.release();
        })
      }
    >
      {restored !== undefined ? <DraftRestoredNotice onDiscard={discard} /> : null}
      <OrderDetailsFields reefer={equipmentMode === EquipmentMode.Reefer} />

      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Stops
      </Typography.Title>
      <Form.List name="stops">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <StopCard
                key={field.key}
                name={field.name}
                count={fields.length}
                form={form}
                known={known}
                onPick={(location) => {
                  const next = new Map(known).set(location.locationNumber, location);
                  setKnown(next);
                  keepDraft(next);
                }}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Flex gap={8} wrap style={{ marginBottom: 16 }}>
              <Button icon={<PlusOutlined />} onClick={() => add(emptyStop(OrderStopType.Pickup))}>
                Add Pickup
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => add(emptyStop(OrderStopType.Delivery))}>
                Add Delivery
              </Button>
            </Flex>
          </>
        )}
      </Form.List>

      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Line Items
      </Typography.Title>
      <Form.List name="lineItems">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <LineItemCard
                key={field.key}
                name={field.name}
                stopTypes={stopTypes}
                count={fields.length}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button
              icon={<PlusOutlined />}
              style={{ marginBottom: 16 }}
              onClick={() => {
                const pickup = stopTypes.indexOf(OrderStopType.Pickup) + 1;
                const delivery = stopTypes.lastIndexOf(OrderStopType.Delivery) + 1;
                add(emptyLineItem(pickup || 1, delivery || stopTypes.length));
              }}
            >
              Add Line Item
            </Button>
          </>
        )}
      </Form.List>

      <Card
        size="small"
        title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Reference Numbers</h3>}
        style={{ marginBottom: 16 }}
      >
        <ReferenceFields name={['referenceNumbers']} label="Reference" />
      </Card>

      <Card
        size="small"
        title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Accessorials</h3>}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="accessorials" label="Accessorials">
          <Select mode="tags" options={ACCESSORIALS} tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item name="requirements" label="Requirements">
          <Select mode="tags" options={REQUIREMENTS} tokenSeparators={[',']} />
        </Form.Item>
      </Card>

      <FormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
    </Form>
  );
}

// The order form of /orders/create and /orders/{orderNumber}/edit: every field of spec 001 §3's
// Order with its stops and line items, accessorials and requirements. The rules of §5 are in
// ../lib/order-input.ts (what is sent) and ../../../lib/stop-times.ts (a stop's times in its zone).
// A failed save keeps every value and puts the server's model-state errors on their fields.
// Nothing typed is lost without a word (issue 27): leaving with unsaved changes asks first, a reload
// gets the browser's prompt, and what was typed is kept as a draft of this user and this order (or of
// a new order) until it is saved or discarded; a restored draft says so, with 'Discard draft'.
// Its sections are files of their own: order-details-fields.tsx, stop-card.tsx, line-item-card.tsx,
// reference-fields.tsx; its choices and column spans are ../lib/order-form-options.ts.
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Flex, Form, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FormInstance } from 'antd';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { Order } from '@trucks/shared-contracts/domain/order';
import { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import { FormActions } from '@trucks/shared-ui/form';
import { DraftRestoredNotice, useFormDraft } from '@trucks/shared-ui/form-draft';
import { useUnsavedChangesGuard } from '@trucks/shared-ui/unsaved-changes';
import { ACCESSORIALS, REQUIREMENTS } from '../lib/order-form-options';
import { emptyLineItem, emptyStop, formValuesOf, knownLocationsOf, orderInputOf } from '../lib/order-input';
import type { OrderFormValues, OrderOwner } from '../lib/order-input';
import { LineItemCard } from './line-item-card';
import { OrderDetailsFields } from './order-details-fields';
import { ReferenceFields } from './reference-fields';
import { StopCard } from './stop-card';

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

/**
 * A stop's date is checked against the other stops' (a delivery after its pickups): when any stop or
 * line item changes, the dates already typed are checked again, so the message comes and goes with
 * the cause; dates not reached yet stay quiet.
 */
function recheckStopDates(form: FormInstance<OrderFormValues>) {
  const stops = (form.getFieldValue('stops') ?? []) as unknown[];
  const dates = stops
    .map((_, index) => ['stops', index, 'schedule', 'date'] as ['stops', number, 'schedule', 'date'])
    .filter((name) => form.isFieldTouched(name));
  if (dates.length) form.validateFields(dates).catch(() => undefined);
}

/** A change to a stop's schedule or type, or to the stops a line item travels between. */
const datesMayHaveMoved = (changed: Partial<OrderFormValues>) =>
  (changed.stops ?? []).some((stop) => stop && ('schedule' in stop || 'type' in stop)) ||
  (changed.lineItems ?? []).some((item) => item && ('pickupStop' in item || 'deliveryStop' in item));

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
        if (datesMayHaveMoved(changed)) recheckStopDates(form);
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

// Equipment on a shipper's shipment (spec 001 §2, §7 'equipment get and save'): the booked carrier's
// trailer #, trailer length, power unit # and seal #, shown always, editable by the shipper once a
// carrier is booked and before delivery; 'Equipment saved for shipment {n}'. The trailer length keeps
// what was typed and says at the field what it cannot take (issue 41 item 4).
import { useState } from 'react';
import { Button, Descriptions, Form, Input } from 'antd';
import type { ManagedShipmentEquipment } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { measureOf } from '@trucks/shared-contracts/rules/typed-number';
import type { TypedNumber } from '@trucks/shared-contracts/rules/typed-number';
import { TYPED_NUMBERS } from '@trucks/shared-contracts/rules/typed-number';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { TypedNumberInput, typedNumberRule } from '@trucks/shared-ui/typed-number-input';
import { useSaveShipmentEquipment, useShipmentEquipment } from '../api/tms-shipments';
import { useAssetsEditable } from '../hooks/use-assets-editable';

const NONE = '—';
const equipmentSavedText = (n: string) => `Equipment saved for shipment ${n}`;

type EquipmentValues = {
  [K in Exclude<keyof ManagedShipmentEquipment, 'trailerLength'>]?: ManagedShipmentEquipment[K] | null;
} & { trailerLength?: TypedNumber };
const trimmedOrAbsent = (value: string | null | undefined) => value?.trim() || undefined;

function equipmentBody(values: EquipmentValues): ManagedShipmentEquipment {
  const body: ManagedShipmentEquipment = {};
  const trailerNumber = trimmedOrAbsent(values.trailerNumber);
  const powerUnitNumber = trimmedOrAbsent(values.powerUnitNumber);
  const sealNumber = trimmedOrAbsent(values.sealNumber);
  if (trailerNumber) body.trailerNumber = trailerNumber;
  if (powerUnitNumber) body.powerUnitNumber = powerUnitNumber;
  const trailerLength = measureOf(values.trailerLength, TYPED_NUMBERS.trailerLengthFt);
  if (trailerLength !== undefined) body.trailerLength = trailerLength;
  if (sealNumber) body.sealNumber = sealNumber;
  return body;
}

export function ShipmentEquipment({ shipment }: { shipment: ManagedShipment }) {
  const equipment = useShipmentEquipment(shipment.shipmentNumber);
  const editable = useAssetsEditable(shipment);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<EquipmentValues>();
  const feedback = useFormSaveFeedback(form);
  const save = useSaveShipmentEquipment();
  const data = equipment.data;
  return (
    <DetailSection
      title="Equipment"
      loading={equipment.isLoading}
      extra={
        editable ? (
          <Button size="small" onClick={() => setEditing(true)}>
            Edit Equipment
          </Button>
        ) : null
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'trailer', label: 'Trailer #', children: data?.trailerNumber ?? NONE },
          {
            key: 'length',
            label: 'Trailer Length',
            children: data?.trailerLength != null ? `${data.trailerLength} ft` : NONE,
          },
          { key: 'power', label: 'Power Unit #', children: data?.powerUnitNumber ?? NONE },
          { key: 'seal', label: 'Seal #', children: data?.sealNumber ?? NONE },
        ]}
      />
      <FormDrawer<EquipmentValues>
        open={editing}
        title={`Equipment: shipment ${shipment.shipmentNumber}`}
        form={form}
        initialValues={data ?? {}}
        onClose={() => setEditing(false)}
        submitLabel="Save Equipment"
        saving={save.isPending}
        onFinish={(values) =>
          save.mutate(
            { params: { shipmentNumber: shipment.shipmentNumber }, body: equipmentBody(values) },
            {
              onSuccess: () => {
                feedback.saved(equipmentSavedText(shipment.shipmentNumber));
                setEditing(false);
              },
              onError: (error: ApiError) => feedback.failed(error),
            },
          )
        }
      >
        <Form.Item name="trailerNumber" label="Trailer #">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="trailerLength"
          label="Trailer Length (ft)"
          rules={[typedNumberRule(TYPED_NUMBERS.trailerLengthFt)]}
        >
          <TypedNumberInput whole />
        </Form.Item>
        <Form.Item name="powerUnitNumber" label="Power Unit #">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="sealNumber" label="Seal #">
          <Input maxLength={30} />
        </Form.Item>
      </FormDrawer>
    </DetailSection>
  );
}

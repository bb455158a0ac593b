// The shipment's summary: the PRO number (edit: PATCH shipping_pro_number), the load's facts, and the
// quick closure (PATCH quick_closure) where the shipment allows it.
import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Popconfirm } from 'antd';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { formatMiles, formatWeight } from '@trucks/shared-contracts/format/measure';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { allowsQuickClosure } from '../../../lib/quick-closure';
import { useQuickClosure, useUpdateShippingProNumber } from '../api/shipment';

const PRO_NUMBER_SAVED = 'PRO number updated';
const quickClosureDone = (shipmentNumber: string) => `Shipment ${shipmentNumber} closed as delivered`;

function ProNumberDrawer({
  shipment,
  open,
  onClose,
}: {
  shipment: Shipment;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ value: string }>();
  const feedback = useFormSaveFeedback(form);
  const save = useUpdateShippingProNumber();
  return (
    <FormDrawer<{ value: string }>
      open={open}
      title="PRO Number"
      form={form}
      initialValues={{ value: shipment.shippingProNumber ?? '' }}
      submitLabel="Save PRO Number"
      saving={save.isPending}
      onClose={onClose}
      onFinish={({ value }) =>
        save.mutate(
          { params: { id: shipment.id }, body: { value: value.trim() } },
          {
            onSuccess: () => {
              feedback.saved(PRO_NUMBER_SAVED);
              onClose();
            },
            onError: (error) => feedback.failed(error),
          },
        )
      }
    >
      <Form.Item
        label="PRO Number"
        name="value"
        rules={[
          { required: true, whitespace: true, message: 'Enter the PRO number.' },
          { max: 40, message: 'At most 40 characters.' },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </FormDrawer>
  );
}

export function SummarySection({
  shipment,
  loading,
  editable,
}: {
  shipment: Shipment | undefined;
  loading: boolean;
  editable: boolean;
}) {
  const { message } = App.useApp();
  const [editingPro, setEditingPro] = useState(false);
  const close = useQuickClosure();
  return (
    <DetailSection
      title="Summary"
      loading={loading || !shipment}
      extra={
        shipment && editable && allowsQuickClosure(shipment.status) ? (
          <Popconfirm
            title="Mark every stop complete and the shipment delivered?"
            okText="Close as Delivered"
            onConfirm={() =>
              close.mutate(
                { params: { id: shipment.id }, body: {} },
                {
                  onSuccess: () => void message.success(quickClosureDone(shipment.shipmentNumber)),
                  onError: (error) => void message.error(error.message),
                },
              )
            }
          >
            <Button size="small" loading={close.isPending}>
              Quick Close
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      {shipment ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'pro',
                label: 'PRO Number',
                children: (
                  <>
                    {shipment.shippingProNumber || 'Not set'}
                    {editable ? (
                      <Button
                        type="link"
                        size="small"
                        aria-label="Edit PRO number"
                        onClick={() => setEditingPro(true)}
                      >
                        Edit
                      </Button>
                    ) : null}
                  </>
                ),
              },
              { key: 'mode', label: 'Shipping Mode', children: SHIPPING_MODE_LABEL[shipment.shippingMode] },
              {
                key: 'equipment',
                label: 'Equipment Mode',
                children: EQUIPMENT_MODE_LABEL[shipment.equipmentMode],
              },
              { key: 'weight', label: 'Weight', children: formatWeight(shipment.weight) },
              { key: 'miles', label: 'Miles', children: formatMiles(shipment.miles) },
            ]}
          />
          {editable ? (
            <ProNumberDrawer shipment={shipment} open={editingPro} onClose={() => setEditingPro(false)} />
          ) : null}
        </>
      ) : null}
    </DetailSection>
  );
}

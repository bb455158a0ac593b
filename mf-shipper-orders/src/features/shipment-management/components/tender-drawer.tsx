// 'Tender' on a shipment (spec 001 §7): the carriers that quoted it, an all-in flat rate starting at the
// max buy, an optional expiry; 'Shipment {number} successfully tendered.'.
import { Form, Input, InputNumber, Select } from 'antd';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useShipmentRates, useTenderShipment } from '../api/tms-shipments';
import { usableQuotes } from '../lib/booking-rules';

type TenderValues = { carrierIds: string[]; rate: number; expiration?: string };

export function TenderDrawer({
  shipment,
  open,
  onClose,
}: {
  shipment: ManagedShipment;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TenderValues>();
  const feedback = useFormSaveFeedback(form);
  const rates = useShipmentRates(shipment.shipmentNumber, open);
  const carriers = [
    ...new Map(usableQuotes(rates.data ?? []).map((q) => [q.carrierId, q.carrierName])).entries(),
  ];
  const tender = useTenderShipment();
  return (
    <FormDrawer<TenderValues>
      open={open}
      title={`Tender shipment ${shipment.shipmentNumber}`}
      form={form}
      initialValues={{ carrierIds: [], rate: shipment.maxBuy || undefined }}
      onClose={onClose}
      submitLabel="Tender"
      saving={tender.isPending}
      onFinish={(values) =>
        tender.mutate(
          {
            params: { shipmentNumber: shipment.shipmentNumber },
            body: {
              carrierIds: values.carrierIds,
              carrierRate: {
                rate: values.rate,
                rateType: RateType.AllIn,
                chargeRateType: ChargeRateType.Flat,
              },
              ...(values.expiration ? { expirationDateTime: new Date(values.expiration).toISOString() } : {}),
            },
          },
          {
            onSuccess: (s) => {
              feedback.saved(`Shipment ${s.shipmentNumber} successfully tendered.`);
              onClose();
            },
            onError: (error) => feedback.failed(error),
          },
        )
      }
    >
      <Form.Item
        name="carrierIds"
        label="Carriers"
        rules={[{ required: true, message: 'Pick at least one carrier.' }]}
      >
        <Select
          mode="multiple"
          loading={rates.isLoading}
          options={carriers.map(([value, label]) => ({ value, label }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="rate"
        label="Rate (USD, all in)"
        rules={[
          { required: true, message: 'Enter the rate.' },
          { type: 'number', min: 0.01, message: 'The rate must be above zero.' },
        ]}
      >
        <InputNumber min={0} step={5} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="expiration" label="Expires">
        <Input type="datetime-local" />
      </Form.Item>
    </FormDrawer>
  );
}

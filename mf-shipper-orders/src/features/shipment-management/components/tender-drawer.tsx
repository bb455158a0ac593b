// 'Tender' on a shipment (spec 001 §7): the carriers that quoted it, an all-in flat rate starting at the
// max buy, an optional expiry; 'Shipment {number} successfully tendered.'.
import { Form, Input, Select } from 'antd';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { AmountInput, amountOf, amountRule } from '@trucks/shared-ui/amount-field';
import type { AmountValue } from '@trucks/shared-ui/amount-field';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useShipmentRates, useTenderShipment } from '../api/tms-shipments';
import { usableQuotes } from '../lib/booking-rules';
import type { ShipmentDrawerProps } from '../lib/shipment-drawer';

type TenderValues = { carrierIds: string[]; rate: AmountValue; expiration?: string };

/** A tender offers a rate: an amount above zero (amountRule says what is wrong with other text). */
const aboveZero = {
  validator: async (_: unknown, value: AmountValue) => {
    const amount = amountOf(value);
    if (amount !== null && amount <= 0) throw new Error('The rate must be above zero.');
  },
};

export function TenderDrawer({ shipment, open, onClose }: ShipmentDrawerProps) {
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
                rate: amountOf(values.rate) ?? 0,
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
        rules={[{ required: true, message: 'Enter the rate.' }, amountRule, aboveZero]}
      >
        <AmountInput />
      </Form.Item>
      <Form.Item name="expiration" label="Expires">
        <Input type="datetime-local" />
      </Form.Item>
    </FormDrawer>
  );
}

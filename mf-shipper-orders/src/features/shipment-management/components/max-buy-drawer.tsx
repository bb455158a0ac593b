// 'Max Buy' on a shipment (spec 001 §7): its max buy and origination type, each sent only when changed;
// 'Shipment {number} updated'.
import { Form, Radio } from 'antd';
import { RATE_SOURCE_LABEL, RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { AmountInput, amountOf, amountRule } from '@trucks/shared-ui/amount-field';
import type { AmountValue } from '@trucks/shared-ui/amount-field';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useUpdateMaxBuy, useUpdateOriginationType } from '../api/tms-shipments';
import type { ShipmentDrawerProps } from '../lib/shipment-drawer';

type MaxBuyValues = { maxBuy: AmountValue; originationType: RateSource };

export function MaxBuyDrawer({ shipment, open, onClose }: ShipmentDrawerProps) {
  const [form] = Form.useForm<MaxBuyValues>();
  const feedback = useFormSaveFeedback(form);
  const maxBuy = useUpdateMaxBuy();
  const origination = useUpdateOriginationType();
  const params = { shipmentNumber: shipment.shipmentNumber };
  return (
    <FormDrawer<MaxBuyValues>
      open={open}
      title={`Max buy of shipment ${shipment.shipmentNumber}`}
      form={form}
      initialValues={{
        maxBuy: shipment.maxBuy,
        originationType: shipment.originationType ?? RateSource.TmsContract,
      }}
      onClose={onClose}
      submitLabel="Save"
      saving={maxBuy.isPending || origination.isPending}
      onFinish={(values) => {
        const done = () => {
          feedback.saved(`Shipment ${shipment.shipmentNumber} updated`);
          onClose();
        };
        const saveOrigination = () =>
          values.originationType !== shipment.originationType
            ? origination.mutate(
                { params, body: { originationType: values.originationType } },
                { onSuccess: done, onError: (e) => feedback.failed(e) },
              )
            : done();
        // Required and checked by amountRule, so a number here.
        const typed = amountOf(values.maxBuy) ?? shipment.maxBuy;
        if (typed !== shipment.maxBuy)
          maxBuy.mutate(
            { params, body: { maxBuy: typed } },
            { onSuccess: saveOrigination, onError: (e) => feedback.failed(e) },
          );
        else saveOrigination();
      }}
    >
      <Form.Item
        name="maxBuy"
        label="Max Buy (USD)"
        rules={[{ required: true, message: 'Enter the max buy.' }, amountRule]}
      >
        <AmountInput />
      </Form.Item>
      <Form.Item name="originationType" label="Origination Type">
        <Radio.Group
          options={[RateSource.TmsContract, RateSource.TmsSpot].map((value) => ({
            value,
            label: RATE_SOURCE_LABEL[value],
          }))}
        />
      </Form.Item>
    </FormDrawer>
  );
}

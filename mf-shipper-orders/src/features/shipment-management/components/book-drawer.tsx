// 'Book' on a shipment (spec 001 §7): a rate of the shipment, booked with the booking rules
// (../lib/booking-rules.ts): a contract TL rate first raises the max buy, a spot quote first makes the
// shipment TMS Spot, any other rate books a new LTL shipment from the orders. A failed save keeps the
// drawer open with the rate picked.
import { Flex, Form, Radio, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { RATE_SOURCE_LABEL, RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import {
  useBookLtl,
  useBookShipment,
  useShipmentRates,
  useUpdateMaxBuy,
  useUpdateOriginationType,
  useVoidShipment,
} from '../api/tms-shipments';
import { bookingPlan, usableQuotes } from '../lib/booking-rules';
import type { ShipmentDrawerProps } from '../lib/shipment-drawer';

const quoteLabel = (q: ShipmentRateQuote) =>
  `${q.carrierName}: ${formatCurrency(q.carrierRate.rate)} ${RATE_SOURCE_LABEL[q.rateSource]} ${SHIPPING_MODE_LABEL[q.shippingMode]}${q.transitDays ? `, ${q.transitDays} day${q.transitDays > 1 ? 's' : ''}` : ''}`;

export function BookDrawer({ shipment, open, onClose }: ShipmentDrawerProps) {
  const [form] = Form.useForm<{ quoteId: string }>();
  const feedback = useFormSaveFeedback(form);
  const navigate = useNavigate();
  const rates = useShipmentRates(shipment.shipmentNumber, open);
  const quotes = usableQuotes(rates.data ?? []);
  const maxBuy = useUpdateMaxBuy();
  const origination = useUpdateOriginationType();
  const book = useBookShipment();
  const voidShipment = useVoidShipment();
  const bookLtl = useBookLtl();
  const saving = [maxBuy, origination, book, voidShipment, bookLtl].some((m) => m.isPending);
  const params = { shipmentNumber: shipment.shipmentNumber };
  const failed = (error: ApiError) => feedback.failed(error);

  const bookAt = (quote: ShipmentRateQuote) => {
    const booked = () =>
      book.mutate(
        {
          params,
          body: { quoteId: quote.quoteId, carrierId: quote.carrierId, carrierRate: quote.carrierRate },
        },
        {
          onSuccess: (s) => {
            feedback.saved(`Shipment ${s.shipmentNumber} Booked!`);
            onClose();
          },
          onError: failed,
        },
      );
    const plan = bookingPlan(shipment, quote);
    if (plan.kind === 'contract') {
      if (plan.raiseMaxBuyTo === null) booked();
      else
        maxBuy.mutate(
          { params, body: { maxBuy: plan.raiseMaxBuyTo } },
          { onSuccess: booked, onError: failed },
        );
    } else if (plan.kind === 'spot') {
      origination.mutate(
        { params, body: { originationType: RateSource.TmsSpot } },
        { onSuccess: booked, onError: failed },
      );
    } else {
      // An LTL booking makes its own shipment from the orders: this one is voided to free them.
      const orderNumbers = shipment.orderNumbers ?? [];
      voidShipment.mutate(
        { params, body: { reason: `Booked LTL with ${quote.carrierName}` } },
        {
          onSuccess: () =>
            bookLtl.mutate(
              {
                body: {
                  orderNumbers,
                  quoteId: quote.quoteId,
                  carrierId: quote.carrierId,
                  carrierRate: quote.carrierRate,
                },
              },
              {
                onSuccess: (result) => {
                  feedback.saved(`Shipment ${result.shipmentNumber} Successfully Created and Booked`);
                  onClose();
                  void navigate(paths.managedShipmentPreview(result.shipmentNumber));
                },
                onError: failed,
              },
            ),
          onError: failed,
        },
      );
    }
  };

  return (
    <FormDrawer<{ quoteId: string }>
      open={open}
      title={`Book shipment ${shipment.shipmentNumber}`}
      form={form}
      onClose={onClose}
      submitLabel="Book"
      saving={saving}
      onFinish={(values) => {
        const quote = quotes.find((q) => q.quoteId === values.quoteId);
        if (quote) bookAt(quote);
      }}
    >
      {rates.isError ? (
        <Typography.Text type="danger">
          {formatErrorMessage(rates.error.body, rates.error.message)}
        </Typography.Text>
      ) : null}
      <Form.Item
        name="quoteId"
        label="Rate"
        rules={[{ required: true, message: 'Pick a rate to book.' }]}
        extra="A contract TL rate raises the max buy to the rate plus $5 when it is lower; a spot quote makes the shipment TMS Spot; an LTL rate books a new LTL shipment."
      >
        <Radio.Group disabled={rates.isLoading}>
          <Flex vertical gap={8}>
            {rates.isLoading ? <Typography.Text type="secondary">Loading rates…</Typography.Text> : null}
            {!rates.isLoading && quotes.length === 0 ? (
              <Typography.Text type="secondary">No rates for this shipment.</Typography.Text>
            ) : null}
            {quotes.map((q) => (
              <Radio key={q.quoteId} value={q.quoteId}>
                {quoteLabel(q)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
    </FormDrawer>
  );
}

// The shipment's writes (spec 001 §7, §8): book at a rate with the booking rules, tender to carriers,
// rescind, void, max buy and origination type, the BOL. Each drawer keeps what was typed when a save fails.
import { useState } from 'react';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/shipper';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { RATE_SOURCE_LABEL, RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import {
  useBookLtl,
  useBookShipment,
  useCreateBol,
  useRescindBooking,
  useShipmentRates,
  useTenderShipment,
  useUpdateMaxBuy,
  useUpdateOriginationType,
  useVoidShipment,
} from '../api/tms-shipments';
import { bookingPlan, usableQuotes } from '../lib/booking-rules';

const OPEN_FOR_BOOKING: readonly ShipmentStatus[] = [
  ShipmentStatus.Draft,
  ShipmentStatus.ReadyToBook,
  ShipmentStatus.Tendering,
];
const RESCINDABLE: readonly ShipmentStatus[] = [ShipmentStatus.Booked, ShipmentStatus.Dispatched];

type Drawer = 'book' | 'tender' | 'maxBuy' | 'rescind' | 'void' | null;

const quoteLabel = (q: ShipmentRateQuote) =>
  `${q.carrierName}: ${formatCurrency(q.carrierRate.rate)} ${RATE_SOURCE_LABEL[q.rateSource]} ${SHIPPING_MODE_LABEL[q.shippingMode]}${q.transitDays ? `, ${q.transitDays} day${q.transitDays > 1 ? 's' : ''}` : ''}`;

function useErrorToast() {
  const { message } = App.useApp();
  return (error: ApiError) => void message.error(formatErrorMessage(error.body, error.message));
}

function BookDrawer({
  shipment,
  open,
  onClose,
}: {
  shipment: ManagedShipment;
  open: boolean;
  onClose: () => void;
}) {
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

type TenderValues = { carrierIds: string[]; rate: number; expiration?: string };

function TenderDrawer({
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

type MaxBuyValues = { maxBuy: number; originationType: RateSource };

function MaxBuyDrawer({
  shipment,
  open,
  onClose,
}: {
  shipment: ManagedShipment;
  open: boolean;
  onClose: () => void;
}) {
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
        if (values.maxBuy !== shipment.maxBuy)
          maxBuy.mutate(
            { params, body: { maxBuy: values.maxBuy } },
            { onSuccess: saveOrigination, onError: (e) => feedback.failed(e) },
          );
        else saveOrigination();
      }}
    >
      <Form.Item
        name="maxBuy"
        label="Max Buy (USD)"
        rules={[
          { required: true, message: 'Enter the max buy.' },
          { type: 'number', min: 0, message: 'The max buy cannot be negative.' },
        ]}
      >
        <InputNumber min={0} step={5} style={{ width: '100%' }} />
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

function ReasonModal({
  shipment,
  kind,
  onClose,
}: {
  shipment: ManagedShipment;
  kind: 'rescind' | 'void' | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const rescind = useRescindBooking();
  const voidShipment = useVoidShipment();
  const { message } = App.useApp();
  const toastError = useErrorToast();
  const mutation = kind === 'rescind' ? rescind : voidShipment;
  return (
    <Modal
      open={kind !== null}
      title={
        kind === 'rescind'
          ? `Rescind the booking of shipment ${shipment.shipmentNumber}?`
          : `Void shipment ${shipment.shipmentNumber}?`
      }
      okText={kind === 'rescind' ? 'Rescind' : 'Void'}
      okButtonProps={{ danger: true }}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
      onOk={() =>
        mutation.mutate(
          {
            params: { shipmentNumber: shipment.shipmentNumber },
            body: reason.trim() ? { reason: reason.trim() } : {},
          },
          {
            onSuccess: (s) => {
              void message.success(
                kind === 'rescind'
                  ? `Shipment ${s.shipmentNumber} rescinded`
                  : `Shipment ${s.shipmentNumber} voided`,
              );
              setReason('');
              onClose();
            },
            onError: toastError,
          },
        )
      }
    >
      <Typography.Paragraph>
        {kind === 'rescind'
          ? 'The carrier is released and the shipment is ready to book again.'
          : 'The shipment is cancelled and its orders are open again.'}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason"
        placeholder="Reason (optional)"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

export function ShipmentActions({ shipment }: { shipment: ManagedShipment }) {
  const [drawer, setDrawer] = useState<Drawer>(null);
  const [bol, setBol] = useState<PortalDocument | null>(null);
  const createBol = useCreateBol();
  const { message } = App.useApp();
  const toastError = useErrorToast();
  const status = shipment.shipmentStatus;
  const openForBooking = OPEN_FOR_BOOKING.includes(status);
  const close = () => setDrawer(null);
  return (
    <>
      <Flex gap={8} wrap>
        {openForBooking ? (
          <>
            <Button type="primary" onClick={() => setDrawer('book')}>
              Book
            </Button>
            <Button onClick={() => setDrawer('tender')}>Tender</Button>
            <Button onClick={() => setDrawer('maxBuy')}>Max Buy</Button>
          </>
        ) : null}
        {RESCINDABLE.includes(status) ? <Button onClick={() => setDrawer('rescind')}>Rescind</Button> : null}
        {status !== ShipmentStatus.Voided ? (
          <Button
            loading={createBol.isPending}
            onClick={() =>
              createBol.mutate(
                { params: { shipmentNumber: shipment.shipmentNumber } },
                {
                  onSuccess: (document) => {
                    void message.success(`BOL successfully generated for ${shipment.shipmentNumber}`);
                    setBol(document);
                  },
                  onError: toastError,
                },
              )
            }
          >
            Generate BOL
          </Button>
        ) : null}
        {openForBooking || RESCINDABLE.includes(status) ? (
          <Button danger onClick={() => setDrawer('void')}>
            Void
          </Button>
        ) : null}
      </Flex>
      <BookDrawer shipment={shipment} open={drawer === 'book'} onClose={close} />
      <TenderDrawer shipment={shipment} open={drawer === 'tender'} onClose={close} />
      <MaxBuyDrawer shipment={shipment} open={drawer === 'maxBuy'} onClose={close} />
      <ReasonModal
        shipment={shipment}
        kind={drawer === 'rescind' || drawer === 'void' ? drawer : null}
        onClose={close}
      />
      {bol ? (
        <RemoteRegion
          module="mf_cases_notes/DocumentViewer"
          props={{
            document: {
              id: bol.id,
              name: bol.name,
              extension: bol.extension,
              ...(bol.fileURL ? { fileURL: bol.fileURL } : {}),
            },
            open: true,
            onClose: () => setBol(null),
          }}
        />
      ) : null}
    </>
  );
}

// /shipment-booking/consolidate: turn open orders into one shipment (spec 001 §7 'consolidatable
// orders, draft shipment, create'). The base order and the limits travel in the address; the limits
// start on the 001 §9 defaults (max weight 45000, max units 60, 40 miles, plus or minus 2 days). The
// chosen orders go to the draft shipment (reused or created, 001 §4), which is then created with
// origination TmsContract or TmsSpot and maxBuy 0: 'Shipment {number} Created!'.
import { useState } from 'react';
import { App, Button, Checkbox, Flex, Form, Input, InputNumber, Radio, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { ConsolidatableOrdersQuery } from '@trucks/shared-contracts/api/catalogue/shipper';
import type { Order } from '@trucks/shared-contracts/domain/order';
import { RATE_SOURCE_LABEL, RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { formatWeight } from '@trucks/shared-contracts/format/measure';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { RowTable } from '@trucks/shared-ui/row-table';
import { useConsolidatableOrders, useCreateShipment, useDraftShipment } from '../api/tms-shipments';
import { CONSOLIDATION_DEFAULTS, orderUnits } from '../lib/booking-rules';
import { orderWeight, stopPlace, stopWhen } from '../../../lib/order-summary';

type Limits = Omit<ConsolidatableOrdersQuery, 'orderNumber'>;
const LIMIT_KEYS = ['maxWeight', 'maxUnits', 'distanceMiles', 'dateWindowDays'] as const;

function limitsOf(params: URLSearchParams): Required<Limits> {
  const read = (key: (typeof LIMIT_KEYS)[number]) => {
    const value = Number(params.get(key));
    return params.get(key) !== null && Number.isFinite(value) && value >= 0
      ? value
      : CONSOLIDATION_DEFAULTS[key];
  };
  return {
    maxWeight: read('maxWeight'),
    maxUnits: read('maxUnits'),
    distanceMiles: read('distanceMiles'),
    dateWindowDays: read('dateWindowDays'),
  };
}

type Origination = typeof RateSource.TmsContract | typeof RateSource.TmsSpot;

export function ConsolidationPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const orderNumber = params.get('order')?.trim() ?? '';
  const limits = limitsOf(params);
  const candidates = useConsolidatableOrders(orderNumber ? { orderNumber, ...limits } : null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [origination, setOrigination] = useState<Origination>(RateSource.TmsContract);
  const draft = useDraftShipment();
  const create = useCreateShipment();
  const [form] = Form.useForm<{ order: string } & Required<Limits>>();

  const rows = candidates.data ?? [];
  const picked = rows.filter((o) => chosen.includes(o.orderNumber));
  const weight = picked.reduce((sum, o) => sum + orderWeight(o), 0);
  const units = picked.reduce((sum, o) => sum + orderUnits(o), 0);
  const saving = draft.isPending || create.isPending;

  const search = (values: { order: string } & Required<Limits>) => {
    setChosen([]);
    const next = new URLSearchParams();
    next.set('order', values.order.trim());
    for (const key of LIMIT_KEYS)
      if (values[key] !== CONSOLIDATION_DEFAULTS[key] && values[key] != null)
        next.set(key, String(values[key]));
    setParams(next);
  };

  const createShipment = () => {
    const orderNumbers = [orderNumber, ...chosen];
    draft.mutate(
      { body: { orderNumbers } },
      {
        onSuccess: () =>
          create.mutate(
            { body: { orderNumbers, originationType: origination, maxBuy: 0 } },
            {
              onSuccess: (shipment) => {
                void message.success(`Shipment ${shipment.shipmentNumber} Created!`);
                void navigate(paths.managedShipmentPreview(shipment.shipmentNumber));
              },
              onError: (error) => void message.error(formatErrorMessage(error.body, error.message)),
            },
          ),
        onError: (error) => void message.error(formatErrorMessage(error.body, error.message)),
      },
    );
  };

  return (
    <PageFrame title="Shipment Booking">
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Consolidate Orders
        </Typography.Title>
        <DetailSection title="Orders that fit one truck" loading={false}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ order: orderNumber, ...limits }}
            onFinish={search}
            key={params.toString()}
          >
            <Flex gap={12} wrap align="end">
              <Form.Item
                name="order"
                label="Order #"
                rules={[{ required: true, whitespace: true, message: 'Enter the order to consolidate.' }]}
              >
                <Input style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="maxWeight" label="Max Weight (lbs)">
                <InputNumber min={1} style={{ width: 130 }} />
              </Form.Item>
              <Form.Item name="maxUnits" label="Max Units">
                <InputNumber min={1} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name="distanceMiles" label="Distance (miles)">
                <InputNumber min={1} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name="dateWindowDays" label="Date Window (± days)">
                <InputNumber min={0} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item>
                <Button htmlType="submit">Find Orders</Button>
              </Form.Item>
            </Flex>
          </Form>
          {!orderNumber ? (
            <EmptyState message="Enter an open order to find the orders that can ride with it." />
          ) : candidates.isError ? (
            <EmptyState
              message={formatErrorMessage(candidates.error.body, candidates.error.message)}
              action={<Button onClick={() => void candidates.refetch()}>Retry</Button>}
            />
          ) : candidates.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : (
            <RowTable<Order>
              size="small"
              label="Orders that fit one truck"
              rowKey={(o) => o.orderNumber}
              rows={rows}
              empty={`No other open order fits one truck with order ${orderNumber} within these limits.`}
              columns={[
                {
                  key: 'pick',
                  title: 'Add',
                  width: 60,
                  render: (o) => (
                    <Checkbox
                      aria-label={`Add order ${o.orderNumber}`}
                      checked={chosen.includes(o.orderNumber)}
                      onChange={(e) =>
                        setChosen((current) =>
                          e.target.checked
                            ? [...current, o.orderNumber]
                            : current.filter((n) => n !== o.orderNumber),
                        )
                      }
                    />
                  ),
                },
                { key: 'number', title: 'Order #', render: (o) => o.orderNumber },
                {
                  key: 'stops',
                  title: 'Stops',
                  render: (o) => (
                    <Flex vertical>
                      {o.stops.map((stop, i) => (
                        <span key={stop.id ?? i}>
                          {stop.type} {stopPlace(stop)}{' '}
                          <Typography.Text type="secondary">{stopWhen(stop)}</Typography.Text>
                        </span>
                      ))}
                    </Flex>
                  ),
                },
                { key: 'weight', title: 'Weight', render: (o) => formatWeight(orderWeight(o)) },
                { key: 'units', title: 'Units', render: (o) => orderUnits(o) },
              ]}
            />
          )}
        </DetailSection>
        {orderNumber ? (
          <DetailSection title="Create the shipment" loading={false}>
            <Flex vertical gap={12}>
              <Typography.Text>
                Order {orderNumber}
                {chosen.length ? ` with ${chosen.join(', ')}` : ' alone'}; the added orders weigh{' '}
                {formatWeight(weight)} in {units} units.
              </Typography.Text>
              <Radio.Group
                aria-label="Origination Type"
                value={origination}
                onChange={(e) => setOrigination(e.target.value as Origination)}
                options={[RateSource.TmsContract, RateSource.TmsSpot].map((value) => ({
                  value,
                  label: RATE_SOURCE_LABEL[value],
                }))}
              />
              <Flex>
                <Button type="primary" loading={saving} onClick={createShipment}>
                  Create Shipment
                </Button>
              </Flex>
            </Flex>
          </DetailSection>
        ) : null}
      </Flex>
    </PageFrame>
  );
}

// An order's pages (spec 001 §2): create and edit (the order form), and the preview with its Details
// and Logistics sub-pages, Edit and Duplicate. Messages of spec 001 §8, verbatim:
// 'Order {number} Successfully Created', 'Order {number} Successfully Updated',
// 'Successfully created {n} copies. Duplicate IDs: ...'.
import { useState } from 'react';
import { App, Button, Descriptions, Empty, Flex, Form, InputNumber, Modal, Tag, Typography } from 'antd';
import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import {
  EQUIPMENT_MODE_COLOR,
  EQUIPMENT_MODE_LABEL,
  REEFER_MODE_LABEL,
} from '@trucks/shared-contracts/domain/equipment-mode';
import { equipmentTypesLabel } from '@trucks/shared-contracts/domain/equipment-type';
import type { LineItem, Order, OrderStop } from '@trucks/shared-contracts/domain/order';
import { FREIGHT_TERM_TYPE_LABEL, ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatWeight, roundToTwoDecimals } from '@trucks/shared-contracts/format/measure';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { useFormSaveFeedback } from '@trucks/shared-ui/form';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { useGeocodedPlaces } from '../../../api/geocoding';
import { stopTimeLines, zoneLookupCode } from '../../../lib/stop-times';
import { useCreateOrder, useDuplicateOrder, useOrder, useUpdateOrder } from '../api/orders';
import type { OrderFormValues } from '../lib/order-input';
import { orderWeight, stopPlace, stopZone } from '../../../lib/order-summary';
import { OrderForm } from './order-form';

export type OrderSubPage = 'details' | 'logistics';

const NONE = '—';
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

const orderCreatedText = (orderNumber: string) => `Order ${orderNumber} Successfully Created`;
const orderUpdatedText = (orderNumber: string) => `Order ${orderNumber} Successfully Updated`;
const copiesCreatedText = (orderNumbers: readonly string[]) =>
  `Successfully created ${orderNumbers.length} copies. Duplicate IDs: ${orderNumbers.join(', ')}`;

function lane(order: Order | undefined) {
  const first = order?.stops[0];
  const last = order?.stops.at(-1);
  if (!first || !last) return undefined;
  return {
    origin: `${first.location.city}, ${'province' in first.location ? first.location.province : first.location.state}`,
    destination: `${last.location.city}, ${'province' in last.location ? last.location.province : last.location.state}`,
  };
}

export function CreateOrderPage() {
  const navigate = useNavigate();
  const companyId = useSession((session) => session.user?.companyId ?? '');
  const [form] = Form.useForm<OrderFormValues>();
  const feedback = useFormSaveFeedback(form);
  const create = useCreateOrder();
  const save = (body: OrderInput, saved: () => void) =>
    create.mutate(
      { body },
      {
        onSuccess: (order) => {
          saved();
          feedback.saved(orderCreatedText(order.orderNumber));
          void navigate(paths.orderDetails(order.orderNumber));
        },
        onError: (error) => feedback.failed(error),
      },
    );
  return (
    <RecordPage title="Orders" caption="New Order" recordName="Order" listPath={paths.orders()}>
      <OrderForm
        form={form}
        owner={{ customerId: companyId }}
        saving={create.isPending}
        submitLabel="Create Order"
        onSave={save}
        onCancel={() => void navigate(paths.orders())}
      />
    </RecordPage>
  );
}

function EditOrderForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const feedback = useFormSaveFeedback(form);
  const update = useUpdateOrder();
  const save = (body: OrderInput, done: () => void) =>
    update.mutate(
      { params: { orderNumber: order.orderNumber }, body },
      {
        onSuccess: (saved) => {
          done();
          feedback.saved(orderUpdatedText(saved.orderNumber));
          void navigate(paths.orderDetails(saved.orderNumber));
        },
        onError: (error) => feedback.failed(error),
      },
    );
  return (
    <OrderForm
      form={form}
      order={order}
      owner={{ customerId: order.customerId, orderSource: order.orderSource }}
      saving={update.isPending}
      submitLabel="Save Order"
      onSave={save}
      onCancel={() => void navigate(paths.orderDetails(order.orderNumber))}
    />
  );
}

export function EditOrderPage({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  return (
    <RecordPage
      title="Orders"
      caption={`Edit Order ${orderNumber}`}
      recordName="Order"
      listPath={paths.orders()}
      loading={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
      lane={lane(order.data)}
    >
      {order.data ? (
        // Keyed by the order, not by each read: a background refetch never resets what is being typed.
        <EditOrderForm key={order.data.orderNumber} order={order.data} />
      ) : (
        <DetailSection title="Order Details" loading />
      )}
    </RecordPage>
  );
}

/** Duplicate: a number of copies (1 to 50), each a new order on no shipment. */
function DuplicateButton({ orderNumber }: { orderNumber: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [copies, setCopies] = useState<number | null>(1);
  const duplicate = useDuplicateOrder();
  const valid = copies !== null && Number.isInteger(copies) && copies >= 1 && copies <= 50;
  return (
    <>
      <Button icon={<CopyOutlined />} onClick={() => setOpen(true)}>
        Duplicate
      </Button>
      <Modal
        open={open}
        title={`Duplicate Order ${orderNumber}`}
        okText="Create Copies"
        okButtonProps={{ disabled: !valid }}
        confirmLoading={duplicate.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          valid &&
          duplicate.mutate(
            { params: { orderNumber }, body: { copies } },
            {
              onSuccess: (result) => {
                void message.success(copiesCreatedText(result.orderNumbers));
                setOpen(false);
              },
              onError: (error) => void message.error(formatErrorMessage(error.body, error.message)),
            },
          )
        }
      >
        <label htmlFor="order-copies">Number of copies</label>
        <InputNumber
          id="order-copies"
          min={1}
          max={50}
          precision={0}
          value={copies}
          onChange={setCopies}
          style={{ display: 'block', width: 160, marginTop: 4 }}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Each copy is a new order with the same stops, line items and references, on no shipment yet.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

const LINE_ITEM_COLUMNS: readonly TableColumn<LineItem>[] = [
  { key: 'description', title: 'Description', render: (item) => item.description },
  {
    key: 'stops',
    title: 'Stops',
    render: (item) => `${item.pickupStop} → ${item.deliveryStop}`,
  },
  { key: 'class', title: 'Class', render: (item) => item.freightClass ?? NONE },
  {
    key: 'counts',
    title: 'Counts',
    render: (item) =>
      [
        item.packageCount !== undefined
          ? `${item.packageCount} ${item.packagingUnitType ?? 'packages'}`
          : undefined,
        item.palletCount !== undefined ? `${item.palletCount} pallets` : undefined,
      ]
        .filter(Boolean)
        .join(', ') || NONE,
  },
  {
    key: 'dimensions',
    title: 'Dimensions (in)',
    render: (item) =>
      item.packageLength !== undefined && item.packageWidth !== undefined && item.packageHeight !== undefined
        ? [item.packageLength, item.packageWidth, item.packageHeight].map(roundToTwoDecimals).join(' × ')
        : NONE,
  },
  {
    key: 'weight',
    title: 'Weight',
    render: (item) =>
      [
        formatWeight(item.totalWeight),
        item.perPackageWeight !== undefined ? `${formatWeight(item.perPackageWeight)} each` : '',
      ]
        .filter(Boolean)
        .join(', ') || NONE,
  },
  {
    key: 'hazmat',
    title: 'Hazmat',
    render: (item) =>
      item.hazmat && (item.hazmat.unNumber || item.hazmat.hazardClass || item.hazmat.packingGroup)
        ? [
            item.hazmat.unNumber,
            item.hazmat.hazardClass && `Class ${item.hazmat.hazardClass}`,
            item.hazmat.packingGroup && `PG ${item.hazmat.packingGroup}`,
          ]
            .filter(Boolean)
            .join(', ')
        : 'No',
  },
];

function References({ order }: { order: Order }) {
  if (order.referenceNumbers.length === 0) return <Empty description="No reference numbers" />;
  return (
    <Descriptions size="small" column={1}>
      {order.referenceNumbers.map((ref, index) => (
        <Descriptions.Item key={`${ref.label}-${index}`} label={ref.label}>
          {ref.value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <RecordColumns
      main={
        <>
          <DetailSection title="Order Details" loading={false}>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label="Order Type">{ORDER_TYPE_LABEL[order.orderType]}</Descriptions.Item>
              <Descriptions.Item label="Freight Terms">
                {order.freightTermType ? FREIGHT_TERM_TYPE_LABEL[order.freightTermType] : NONE}
              </Descriptions.Item>
              <Descriptions.Item label="Equipment Mode">
                <Tag color={EQUIPMENT_MODE_COLOR[order.equipmentMode]}>
                  {EQUIPMENT_MODE_LABEL[order.equipmentMode]}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label="Shipping Mode">
                {SHIPPING_MODE_LABEL[order.shippingMode]}
              </Descriptions.Item>
              <Descriptions.Item label="Equipment Types">
                {equipmentTypesLabel(order.equipmentTypes) || NONE}
              </Descriptions.Item>
              {order.reeferMode || order.reeferTemperature !== undefined ? (
                <Descriptions.Item label="Reefer">
                  {[
                    order.reeferMode ? REEFER_MODE_LABEL[order.reeferMode] : undefined,
                    order.reeferTemperature !== undefined ? `${order.reeferTemperature} °F` : undefined,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Freight Value">
                {formatCurrency(order.freightValue) || NONE}
              </Descriptions.Item>
              <Descriptions.Item label="Markup">
                {order.markup !== undefined ? `${order.markup}%` : NONE}
              </Descriptions.Item>
              <Descriptions.Item label="Just in Time">{yesNo(order.isJustInTime)}</Descriptions.Item>
              <Descriptions.Item label="Team Required">{yesNo(order.isTeamRequired)}</Descriptions.Item>
              <Descriptions.Item label="Blind Shipment">{yesNo(order.isBlind)}</Descriptions.Item>
              <Descriptions.Item label="Hazmat Emergency Contact">
                {order.hazmatEmergencyContactInfo ?? NONE}
              </Descriptions.Item>
              <Descriptions.Item label="CHEMTREC Account">
                {order.chemtracAccountNumber ?? NONE}
              </Descriptions.Item>
              <Descriptions.Item label="Special Instructions">
                {order.specialInstructions ?? NONE}
              </Descriptions.Item>
            </Descriptions>
          </DetailSection>
          <DetailSection title="Line Items" loading={false}>
            <RowTable<LineItem>
              size="small"
              label="Line items"
              rowKey={(item) => item.id ?? item.description}
              rows={order.lineItems}
              columns={LINE_ITEM_COLUMNS}
              empty="This order has no line items."
            />
          </DetailSection>
        </>
      }
      side={
        <>
          <DetailSection title="Summary" loading={false}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="Stops">{order.stops.length}</Descriptions.Item>
              <Descriptions.Item label="Line Items">{order.lineItems.length}</Descriptions.Item>
              <Descriptions.Item label="Total Weight">{formatWeight(orderWeight(order))}</Descriptions.Item>
              <Descriptions.Item label="Source">{order.orderSource}</Descriptions.Item>
            </Descriptions>
          </DetailSection>
          <DetailSection title="Reference Numbers" loading={false}>
            <References order={order} />
          </DetailSection>
        </>
      }
    />
  );
}

function StopBlock({ stop, index }: { stop: OrderStop; index: number }) {
  const known = stopZone(stop);
  const places = useGeocodedPlaces(known ? undefined : zoneLookupCode(stop.location.postalCode));
  const zone = known ?? places.data?.[0]?.ianaTimeZone;
  const location = stop.location;
  return (
    <section aria-label={`Stop ${index + 1}`} style={{ marginBottom: 12 }}>
      <Typography.Text strong>
        {index + 1}. {stop.type}: {stopPlace(stop)}
      </Typography.Text>
      <div>
        {location.addressLine1}
        {location.addressLine2 ? `, ${location.addressLine2}` : ''}, {location.city},{' '}
        {'province' in location ? location.province : location.state} {location.postalCode},{' '}
        {location.country}
        {stop.locationNumber !== 'N/A' ? ` (${stop.locationNumber})` : ' (new location)'}
      </div>
      {stopTimeLines(stop.schedule, zone).map((line) => (
        <div key={line.label}>
          {line.label}: {line.text}
        </div>
      ))}
      {stop.contact?.name || stop.contact?.phoneNumber ? (
        <div>
          Contact:{' '}
          {[stop.contact.name, stop.contact.phoneNumber, stop.contact.emailAddress]
            .filter(Boolean)
            .join(', ')}
        </div>
      ) : null}
      {stop.referenceNumbers.length ? (
        <div>References: {stop.referenceNumbers.map((ref) => `${ref.label} ${ref.value}`).join(', ')}</div>
      ) : null}
    </section>
  );
}

function OrderLogistics({ order }: { order: Order }) {
  return (
    <RecordColumns
      main={
        <DetailSection title="Stops" loading={false}>
          {order.stops.map((stop, index) => (
            <StopBlock key={stop.id ?? index} stop={stop} index={index} />
          ))}
        </DetailSection>
      }
      side={
        <>
          <DetailSection title="Shipments" loading={false}>
            {order.shipments.length ? (
              <Flex vertical gap={4}>
                {order.shipments.map((shipmentNumber) => (
                  <Link key={shipmentNumber} to={paths.managedShipmentPreview(shipmentNumber)}>
                    Shipment {shipmentNumber}
                  </Link>
                ))}
              </Flex>
            ) : (
              <Empty description="Not on a shipment yet" />
            )}
          </DetailSection>
          <DetailSection title="Accessorials" loading={false}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="Accessorials">
                {order.accessorials.join(', ') || NONE}
              </Descriptions.Item>
              <Descriptions.Item label="Requirements">
                {order.requirements.join(', ') || NONE}
              </Descriptions.Item>
            </Descriptions>
          </DetailSection>
        </>
      }
    />
  );
}

export function OrderPreviewPage({ orderNumber, subPage }: { orderNumber: string; subPage: OrderSubPage }) {
  const navigate = useNavigate();
  const order = useOrder(orderNumber);
  const sections = subPage === 'details' ? ['Order Details', 'Line Items'] : ['Stops', 'Shipments'];
  return (
    <RecordPage
      title="Orders"
      caption={`Order ${orderNumber}`}
      recordName="Order"
      listPath={paths.orders()}
      loading={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
      lane={lane(order.data)}
      status={order.data ? { label: ORDER_TYPE_LABEL[order.data.orderType] } : undefined}
      actions={
        order.data ? (
          <>
            <Button icon={<EditOutlined />} onClick={() => void navigate(paths.orderEdit(orderNumber))}>
              Edit
            </Button>
            <DuplicateButton orderNumber={orderNumber} />
          </>
        ) : null
      }
      activeTab={subPage}
      tabs={[
        { key: 'details', label: 'Details', path: paths.orderDetails(orderNumber) },
        { key: 'logistics', label: 'Logistics', path: paths.orderLogistics(orderNumber) },
      ]}
    >
      {order.data ? (
        subPage === 'details' ? (
          <OrderDetails order={order.data} />
        ) : (
          <OrderLogistics order={order.data} />
        )
      ) : (
        sections.map((title) => <DetailSection key={title} title={title} loading />)
      )}
    </RecordPage>
  );
}

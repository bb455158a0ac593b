// The Details sub-page of an order's preview: the order's facts, its line items, a summary and its
// reference numbers.
import { Descriptions, Empty, Tag } from 'antd';
import {
  EQUIPMENT_MODE_COLOR,
  EQUIPMENT_MODE_LABEL,
  REEFER_MODE_LABEL,
} from '@trucks/shared-contracts/domain/equipment-mode';
import { equipmentTypesLabel } from '@trucks/shared-contracts/domain/equipment-type';
import type { LineItem, Order } from '@trucks/shared-contracts/domain/order';
import { FREIGHT_TERM_TYPE_LABEL, ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatWeight, roundToTwoDecimals } from '@trucks/shared-contracts/format/measure';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns } from '@trucks/shared-ui/record-page';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { orderWeight } from '../../../lib/order-summary';

const NONE = '—';
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

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

export function OrderDetails({ order }: { order: Order }) {
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

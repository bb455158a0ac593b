// /orders: the shipper's orders (spec 001 §2, §3, §7) on the shared paged list, 50 a page. VIEWS are
// the status tabs with their counts (orders.statusCounts) and the user's saved filter sets
// (orders.filterSets); FILTERS are order type and pickup dates; the top bar searches order number,
// reference, and a stop's location name or city. A row is an order with its stops and shipments.
import { Button, Flex, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EQUIPMENT_MODE_COLOR, EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import type { Order } from '@trucks/shared-contracts/domain/order';
import { ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { formatWeight } from '@trucks/shared-contracts/format/measure';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { useAddressBookLabels } from '../../../api/locations';
import {
  ORDER_LIST,
  ORDER_STATUS_TABS,
  SET_PREFIX,
  orderBaseQuery,
  orderListPageQuery,
  orderStatusesOf,
  useOrderFilterSets,
  useOrderStatusCounts,
  useSaveOrderFilterSet,
} from '../api/order-list';
import type { OrderFilters } from '../api/order-list';
import { orderWeight, stopPlace, stopWhen } from '../../../lib/order-summary';
import { SaveViewButton } from '../../../ui/save-view-button';

// The filter form (antd's selects, date pickers, the form) loads with the FILTERS tab, not with the
// list's rows: a first visit downloads what the rows need.
const OrdersFilterForm = lazyPanel(
  () => import('./orders-filters').then((m) => m.OrdersFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

const stopsText = (order: Order) =>
  order.stops
    .map((stop, index) => `${index + 1}. ${stop.type} ${stopPlace(stop)} ${stopWhen(stop)}`)
    .join('; ');

const COLUMNS: ListColumn<Order>[] = [
  {
    key: 'orderNumber',
    title: 'Order #',
    width: 110,
    render: (order) => <Typography.Text strong>{order.orderNumber}</Typography.Text>,
    csv: (order) => order.orderNumber,
  },
  {
    key: 'type',
    title: 'Type',
    width: 110,
    render: (order) => ORDER_TYPE_LABEL[order.orderType],
    csv: (order) => ORDER_TYPE_LABEL[order.orderType],
  },
  {
    key: 'stops',
    title: 'Stops',
    render: (order) => (
      <Flex vertical gap={2}>
        {order.stops.map((stop, index) => (
          <span key={stop.id ?? index}>
            <Typography.Text type="secondary">{stop.type}</Typography.Text> {stopPlace(stop)}{' '}
            <Typography.Text type="secondary">{stopWhen(stop)}</Typography.Text>
          </span>
        ))}
      </Flex>
    ),
    csv: stopsText,
  },
  {
    key: 'equipment',
    title: 'Mode',
    width: 130,
    render: (order) => (
      <Flex gap={4} wrap>
        <Tag color={EQUIPMENT_MODE_COLOR[order.equipmentMode]}>
          {EQUIPMENT_MODE_LABEL[order.equipmentMode]}
        </Tag>
        <Tag>{SHIPPING_MODE_LABEL[order.shippingMode]}</Tag>
      </Flex>
    ),
    csv: (order) => `${EQUIPMENT_MODE_LABEL[order.equipmentMode]} ${SHIPPING_MODE_LABEL[order.shippingMode]}`,
  },
  {
    key: 'weight',
    title: 'Weight',
    width: 110,
    render: (order) => formatWeight(orderWeight(order)),
    csv: (order) => formatWeight(orderWeight(order)),
  },
  {
    key: 'shipments',
    title: 'Shipments',
    width: 130,
    render: (order) =>
      order.shipments.length ? (
        order.shipments.join(', ')
      ) : (
        <Typography.Text type="secondary">None yet</Typography.Text>
      ),
    csv: (order) => order.shipments.join('; '),
  },
];

function SaveOrdersViewButton({ filters }: { filters: OrderFilters }) {
  const save = useSaveOrderFilterSet();
  const { filterSetId: _set, ...saved } = orderBaseQuery(filters);
  return (
    <SaveViewButton
      saving={save.isPending}
      save={(values) =>
        save.mutateAsync({ body: { ...values, filters: { ...saved, ...orderStatusesOf(filters.view) } } })
      }
    />
  );
}

export function OrdersPage() {
  const navigate = useNavigate();
  const list = usePagedList({
    ...ORDER_LIST,
    pageQuery: orderListPageQuery,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const counts = useOrderStatusCounts(orderBaseQuery({ ...filters.applied, view: 'all' }));
  const sets = useOrderFilterSets();
  const locationLabels = useAddressBookLabels();
  const views: ListView<string>[] = [
    ...ORDER_STATUS_TABS.map((tab) => ({ key: tab.key, label: tab.label, count: counts.data?.[tab.key] })),
    ...(sets.data ?? []).map((set) => ({ key: `${SET_PREFIX}${set.id}`, label: set.name })),
  ];

  return (
    <PagedListPage
      title="Orders"
      list={list}
      columns={COLUMNS}
      rowKey={(order) => order.orderNumber}
      noun={{ one: 'order', other: 'orders' }}
      emptyMessage={{
        filtered: 'No Matching Orders Found',
        unfiltered: 'No orders yet: create one to ship it',
      }}
      onOpen={(order) => void navigate(paths.orderDetails(order.orderNumber))}
      exportFileName="orders"
      actions={
        <>
          <ListSearchBox label="Search orders" filters={filters} name="q" />
          <SaveOrdersViewButton filters={filters.applied} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.orderCreate())}>
            Create Order
          </Button>
        </>
      }
      views={<FilterViewList label="Order views" views={views} filters={filters} name="view" />}
      filters={<OrdersFilterForm filters={filters} locationLabels={locationLabels.data ?? {}} />}
      preloadFilters={OrdersFilterForm.preload}
    />
  );
}

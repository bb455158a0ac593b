// /orders: the shipper's orders (content not shown by the spec beyond the order entity). Views by order
// type; filters by order number, equipment mode and pickup dates. 'Create Order' opens /orders/create.
import { Button } from 'antd';
import { Link } from 'react-router';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import type { OrderType } from '@trucks/shared-contracts/domain/order-type';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  DateRangeFilter,
  FilterForm,
  FilterViewList,
  SelectFilter,
  TextFilter,
  trimmed,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type OrderView = OrderType | 'all';
const VIEWS: readonly ListView<OrderView>[] = [
  { key: 'all', label: 'All Orders' },
  ...(Object.keys(ORDER_TYPE_LABEL) as OrderType[]).map((type) => ({
    key: type,
    label: ORDER_TYPE_LABEL[type],
  })),
];

type OrderFilters = {
  view: string;
  orderNumber: string;
  equipmentMode: string;
  pickupStart: string;
  pickupEnd: string;
};
const DEFAULT_FILTERS: OrderFilters = {
  view: 'all',
  orderNumber: '',
  equipmentMode: '',
  pickupStart: '',
  pickupEnd: '',
};

export function OrdersPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Orders"
      actions={
        <Link to={paths.orderCreate()}>
          <Button type="primary">Create Order</Button>
        </Link>
      }
      views={<FilterViewList label="Order views" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Order #"
            id="orders-number"
            filters={filters}
            name="orderNumber"
            normalize={trimmed}
          />
          <SelectFilter
            label="Equipment Mode"
            id="orders-equipment-mode"
            filters={filters}
            name="equipmentMode"
            labels={EQUIPMENT_MODE_LABEL}
          />
          <DateRangeFilter
            label="Pickup Dates"
            id="orders-pickup-dates"
            filters={filters}
            start="pickupStart"
            end="pickupEnd"
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No orders found"
    >
      {null}
    </ListPage>
  );
}

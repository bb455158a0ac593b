// /orders: the shipper's orders (content not shown by the spec beyond the order entity). Views by order
// type; filters by order number, equipment mode and pickup dates. 'Create Order' opens /orders/create.
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import type { OrderType } from '@trucks/shared-contracts/domain/order-type';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type OrderView = OrderType | 'all';
const VIEWS: readonly ListView<OrderView>[] = [
  { key: 'all', label: 'All Orders' },
  ...(Object.keys(ORDER_TYPE_LABEL) as OrderType[]).map((type) => ({ key: type, label: ORDER_TYPE_LABEL[type] })),
];

type OrderFilters = { view: string; orderNumber: string; equipmentMode: string; pickupStart: string; pickupEnd: string };
const DEFAULT_FILTERS: OrderFilters = { view: 'all', orderNumber: '', equipmentMode: '', pickupStart: '', pickupEnd: '' };

export function OrdersPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Orders"
      actions={
        <Link to={paths.orderCreate()}>
          <Button type="primary">Create Order</Button>
        </Link>
      }
      views={<ViewList label="Order views" views={VIEWS} selected={applied.view as OrderView} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Order #" htmlFor="orders-number">
            <Input id="orders-number" value={draft.orderNumber} onChange={(e) => setDraft('orderNumber', e.target.value.trim())} />
          </FilterField>
          <FilterField label="Equipment Mode" htmlFor="orders-equipment-mode">
            <Select
              id="orders-equipment-mode"
              allowClear
              placeholder="Any"
              options={optionsOf(EQUIPMENT_MODE_LABEL)}
              value={draft.equipmentMode || undefined}
              onChange={(value?: string) => setDraft('equipmentMode', value ?? '')}
            />
          </FilterField>
          <FilterField label="Pickup Dates" htmlFor="orders-pickup-dates">
            <DatePicker.RangePicker
              id={{ start: 'orders-pickup-dates' }}
              style={{ width: '100%' }}
              value={draft.pickupStart && draft.pickupEnd ? [dayjs(draft.pickupStart), dayjs(draft.pickupEnd)] : null}
              onChange={(range) => {
                setDraft('pickupStart', range?.[0]?.format('YYYY-MM-DD') ?? '');
                setDraft('pickupEnd', range?.[1]?.format('YYYY-MM-DD') ?? '');
              }}
            />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Orders arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No orders found"
    >
      {null}
    </ListPage>
  );
}

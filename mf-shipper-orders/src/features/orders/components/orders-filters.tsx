// The orders list's FILTERS tab: order type, location and pickup dates. Loaded with the tab
// (orders-page.tsx), so that the list's first visit does not download antd's selects, pickers and form.
import { ORDER_TYPE_LABEL } from '@trucks/shared-contracts/domain/order-type';
import { DateRangeFilter, FilterForm, SelectFilter } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { OrderFilters } from '../api/order-list';

export interface OrdersFilterFormProps {
  filters: FilterDraft<OrderFilters>;
  /** The address book's locations by number ('Dallas Cold Storage (Dallas, TX)'). */
  locationLabels: Record<string, string>;
}

export function OrdersFilterForm({ filters, locationLabels }: OrdersFilterFormProps) {
  return (
    <FilterForm>
      <SelectFilter
        label="Order Type"
        id="orders-type"
        filters={filters}
        name="orderType"
        labels={ORDER_TYPE_LABEL}
      />
      <SelectFilter
        label="Location"
        id="orders-location"
        filters={filters}
        name="location"
        labels={locationLabels}
        searchable
      />
      <DateRangeFilter
        label="Pickup Dates"
        id="orders-pickup-dates"
        filters={filters}
        start="pickupStart"
        end="pickupEnd"
      />
    </FilterForm>
  );
}

// The shipments list's FILTERS tab: a status and the pickup dates. Loaded with the tab
// (shipments-page.tsx), so that the list's first visit does not download antd's pickers, selects and
// form.
import { BOOKED_STATUSES, SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import { DateRangeFilter, FilterForm, SelectFilter } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { ShipmentFilters } from '../api/shipments';

/** The statuses a carrier's list can filter by: booked onwards. */
const STATUS_FILTER_LABEL: Record<string, string> = Object.fromEntries(
  BOOKED_STATUSES.map((status) => [status, SHIPMENT_STATUS_LABEL[status]]),
);

export function ShipmentsFilterForm({ filters }: { filters: FilterDraft<ShipmentFilters> }) {
  return (
    <FilterForm>
      <SelectFilter
        label="Status"
        id="shipments-status"
        filters={filters}
        name="status"
        labels={STATUS_FILTER_LABEL}
      />
      <DateRangeFilter
        label="Pickup Dates"
        id="shipments-pickup-dates"
        filters={filters}
        start="pickupStart"
        end="pickupEnd"
      />
    </FilterForm>
  );
}

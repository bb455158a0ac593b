// The shipper's shipment lists' FILTERS tab: on-time status (tracking), equipment mode and pickup
// dates. Loaded with the tab (managed-shipments-page.tsx), so that a list's first visit does not
// download antd's selects, pickers and form.
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { DateRangeFilter, FilterForm, SelectFilter } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { ManagedShipmentListView } from '@trucks/shared-contracts/domain/shipment-status';
import type { ShipmentFilters } from '../api/managed-shipment-list';

export interface ManagedShipmentsFilterFormProps {
  list: ManagedShipmentListView;
  filters: FilterDraft<ShipmentFilters>;
  /** The on-time statuses with their counts, by status (tracking only). */
  onTimeLabels: Record<string, string>;
}

export function ManagedShipmentsFilterForm({ list, filters, onTimeLabels }: ManagedShipmentsFilterFormProps) {
  return (
    <FilterForm>
      {list === 'tracking' ? (
        <SelectFilter
          label="On-Time Status"
          id="tracking-on-time-status"
          filters={filters}
          name="onTime"
          labels={onTimeLabels}
        />
      ) : null}
      <SelectFilter
        label="Equipment Mode"
        id={`${list}-equipment-mode`}
        filters={filters}
        name="equipmentMode"
        labels={EQUIPMENT_MODE_LABEL}
      />
      <DateRangeFilter
        label="Pickup Dates"
        id={`${list}-pickup-dates`}
        filters={filters}
        start="pickupStart"
        end="pickupEnd"
      />
    </FilterForm>
  );
}

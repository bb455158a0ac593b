// The board's FILTERS tab: origin and destination with a radius, pickup dates, equipment mode,
// partials and the order. Loaded with the tab (available-freight-page.tsx), so that the board's first
// visit does not download antd's pickers, selects and form.
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import {
  CheckboxFilter,
  ChoiceFilter,
  DateRangeFilter,
  FilterForm,
  SelectFilter,
  TextFilter,
} from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import { RadiusFilter } from '../../../ui/radius-filter';
import { ORDER_LABEL } from '../api/available-shipments';
import type { AvailableFreightFilters } from '../api/available-shipments';

export function AvailableFreightFilterForm({ filters }: { filters: FilterDraft<AvailableFreightFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Origin"
        id="available-freight-origin"
        placeholder="City, ST"
        filters={filters}
        name="origin"
      />
      <RadiusFilter
        label="Origin Radius (miles)"
        id="available-freight-origin-radius"
        filters={filters}
        name="originRadius"
      />
      <TextFilter
        label="Destination"
        id="available-freight-destination"
        placeholder="City, ST"
        filters={filters}
        name="destination"
      />
      <RadiusFilter
        label="Destination Radius (miles)"
        id="available-freight-destination-radius"
        filters={filters}
        name="destinationRadius"
      />
      <DateRangeFilter
        label="Pickup Dates"
        id="available-freight-pickup-dates"
        filters={filters}
        start="pickupStart"
        end="pickupEnd"
      />
      <SelectFilter
        label="Equipment Mode"
        id="available-freight-equipment-mode"
        filters={filters}
        name="equipmentMode"
        labels={EQUIPMENT_MODE_LABEL}
      />
      <CheckboxFilter label="Include partials" filters={filters} name="includePartials" />
      <ChoiceFilter
        label="Sort By"
        id="available-freight-order"
        filters={filters}
        name="orderBy"
        labels={ORDER_LABEL}
      />
    </FilterForm>
  );
}

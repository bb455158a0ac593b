// The reload search's FILTERS tab: radiuses, pickup dates, partials; loaded with the tab (reloads-page.tsx).
import { CheckboxFilter, DateRangeFilter, FilterForm } from '@trucks/shared-ui/list-panel';
import { RadiusFilter } from '../../../ui/radius-filter';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { ReloadFilters } from '../api/reloads';

export function ReloadFilterForm({ filters }: { filters: FilterDraft<ReloadFilters> }) {
  return (
    <FilterForm>
      <RadiusFilter
        label="Origin Radius (miles)"
        id="reloads-origin-radius"
        filters={filters}
        name="originRadius"
      />
      <RadiusFilter
        label="Destination Radius (miles)"
        id="reloads-destination-radius"
        filters={filters}
        name="destinationRadius"
      />
      <DateRangeFilter
        label="Pickup Dates"
        id="reloads-date-range"
        filters={filters}
        start="dateStart"
        end="dateEnd"
      />
      <CheckboxFilter label="Include partials" filters={filters} name="includePartials" />
    </FilterForm>
  );
}

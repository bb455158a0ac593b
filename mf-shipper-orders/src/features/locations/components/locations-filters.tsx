// The locations list's FILTERS tab: the search as a field. Loaded with the tab (locations-page.tsx),
// so that the list's first visit does not download antd's form.
import { FilterForm, TextFilter } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { LocationFilters } from '../api/location-lists';

export function LocationsFilterForm({ filters }: { filters: FilterDraft<LocationFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Name, number, address, postal or EDI code"
        id="locations-search"
        filters={filters}
        name="q"
        maxLength={100}
      />
    </FilterForm>
  );
}

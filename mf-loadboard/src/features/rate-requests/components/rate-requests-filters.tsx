// The rate requests list's FILTERS tab, loaded with the tab (rate-requests-page.tsx).
import { FilterForm, TextFilter, trimmed } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { RateRequestFilters } from './rate-requests-page';

export function RateRequestFilterForm({ filters }: { filters: FilterDraft<RateRequestFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Search"
        id="rates-search"
        placeholder="Shipment # or city"
        filters={filters}
        name="search"
        normalize={trimmed}
      />
    </FilterForm>
  );
}

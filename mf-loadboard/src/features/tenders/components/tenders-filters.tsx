// The tenders list's FILTERS tab, loaded with the tab (tenders-page.tsx).
import { FilterForm, TextFilter, trimmed } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { TenderFilters } from './tenders-page';

export function TenderFilterForm({ filters }: { filters: FilterDraft<TenderFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Search"
        id="tenders-search"
        placeholder="Shipment # or city"
        filters={filters}
        name="search"
        normalize={trimmed}
      />
    </FilterForm>
  );
}

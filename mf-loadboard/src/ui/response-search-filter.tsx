// The FILTERS tab of the tender and rate-request lists: one search box (shipment number or city, what
// the API searches; the API has no date filter, so none is offered). Loaded with the tab
// (response-list-page.tsx).
import { FilterForm, TextFilter, trimmed } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { ResponseListFilters } from '../api/response-lists';

export interface ResponseSearchFilterProps {
  /** The field's id ('tenders-search', 'rates-search'). */
  id: string;
  filters: FilterDraft<ResponseListFilters>;
}

export function ResponseSearchFilterForm({ id, filters }: ResponseSearchFilterProps) {
  return (
    <FilterForm>
      <TextFilter
        label="Search"
        id={id}
        placeholder="Shipment # or city"
        filters={filters}
        name="search"
        normalize={trimmed}
      />
    </FilterForm>
  );
}

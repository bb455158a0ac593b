// My shipments' FILTERS tab: the search as a field. Loaded with the tab (my-shipments-page.tsx), so
// that the list's first visit does not download antd's form.
import { FilterForm, TextFilter, trimmed } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { MyShipmentFilters } from '../api/my-shipments';

export function MyShipmentsFilterForm({ filters }: { filters: FilterDraft<MyShipmentFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Search"
        id="my-shipments-search"
        filters={filters}
        name="search"
        normalize={trimmed}
      />
    </FilterForm>
  );
}

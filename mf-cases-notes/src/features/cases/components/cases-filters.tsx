// The cases list's FILTERS tab: search, case type, shipment, created dates and active only (spec 001
// §3). Loaded with the tab (cases-page.tsx), so that the list's first visit does not download antd's
// pickers, selects and form.
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import {
  CheckboxFilter,
  DateRangeFilter,
  FilterForm,
  SelectFilter,
  TextFilter,
  trimmed,
} from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { CaseFilters } from '../api/cases';

export function CasesFilterForm({ filters }: { filters: FilterDraft<CaseFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Search"
        id="cases-search"
        placeholder="Case #, shipment # or subject"
        filters={filters}
        name="search"
      />
      <SelectFilter
        label="Case Type"
        id="cases-type"
        filters={filters}
        name="caseType"
        labels={CASE_TYPE_LABEL}
        searchable
      />
      <TextFilter
        label="Shipment #"
        id="cases-shipment"
        filters={filters}
        name="shipment"
        normalize={trimmed}
      />
      <DateRangeFilter label="Created" id="cases-created" filters={filters} start="fromDate" end="toDate" />
      <CheckboxFilter label="Active only" filters={filters} name="activeOnly" />
    </FilterForm>
  );
}

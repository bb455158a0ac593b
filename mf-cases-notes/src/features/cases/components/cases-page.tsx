// /cases: cases, shown to carriers as Accessorial Requests (spec 001 §2). Views are the display statuses
// the spec collapses case statuses into (New, In Progress, On Hold, Resolved), with the status counts.
import {
  CASE_DISPLAY_STATUS_LABEL,
  CASE_PRIORITY_LABEL,
  CaseDisplayStatus,
} from '@trucks/shared-contracts/domain/case-status';
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  CheckboxFilter,
  FilterForm,
  FilterViewList,
  SelectFilter,
  TextFilter,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type CaseView = CaseDisplayStatus | 'all';
// The counts (GET cases/count_stats: new, inProgress, onHold, resolved) come with the API client.
const VIEWS: readonly ListView<CaseView>[] = [
  ...Object.values(CaseDisplayStatus).map((status) => ({
    key: status,
    label: CASE_DISPLAY_STATUS_LABEL[status],
  })),
  { key: 'all', label: 'All' },
];

type CaseFilters = { view: string; search: string; caseType: string; priority: string; activeOnly: string };
const DEFAULT_FILTERS: CaseFilters = {
  view: CaseDisplayStatus.New,
  search: '',
  caseType: '',
  priority: '',
  activeOnly: 'false',
};

export function CasesPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Cases"
      views={<FilterViewList label="Case status" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Search"
            id="cases-search"
            placeholder="Case or shipment #"
            filters={filters}
            name="search"
          />
          {/* The case types are many: typing narrows them. */}
          <SelectFilter
            label="Case Type"
            id="cases-type"
            filters={filters}
            name="caseType"
            labels={CASE_TYPE_LABEL}
            searchable
          />
          <SelectFilter
            label="Priority"
            id="cases-priority"
            filters={filters}
            name="priority"
            labels={CASE_PRIORITY_LABEL}
          />
          <CheckboxFilter label="Active only" filters={filters} name="activeOnly" />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No cases found"
    >
      {null}
    </ListPage>
  );
}

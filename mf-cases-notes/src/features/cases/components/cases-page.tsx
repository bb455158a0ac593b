// /cases: cases, shown to carriers as Accessorial Requests (spec 001 §2). Views are the display statuses
// the spec collapses case statuses into (New, In Progress, On Hold, Resolved), with the status counts.
import { Checkbox, Input, Select } from 'antd';
import { CASE_DISPLAY_STATUS_LABEL, CASE_PRIORITY_LABEL, CaseDisplayStatus } from '@trucks/shared-contracts/domain/case-status';
import { CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type CaseView = CaseDisplayStatus | 'all';
// The counts (GET cases/count_stats: new, inProgress, onHold, resolved) come with the API client.
const VIEWS: readonly ListView<CaseView>[] = [
  ...Object.values(CaseDisplayStatus).map((status) => ({ key: status, label: CASE_DISPLAY_STATUS_LABEL[status] })),
  { key: 'all', label: 'All' },
];

type CaseFilters = { view: string; search: string; caseType: string; priority: string; activeOnly: string };
const DEFAULT_FILTERS: CaseFilters = { view: CaseDisplayStatus.New, search: '', caseType: '', priority: '', activeOnly: 'false' };

export function CasesPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Cases"
      views={<ViewList label="Case status" views={VIEWS} selected={applied.view as CaseView} onSelect={(view) => applyNow('view', view)} />}
      filters={
        <FilterForm>
          <FilterField label="Search" htmlFor="cases-search">
            <Input id="cases-search" placeholder="Case or shipment #" value={draft.search} onChange={(e) => setDraft('search', e.target.value)} />
          </FilterField>
          <FilterField label="Case Type" htmlFor="cases-type">
            <Select
              id="cases-type"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Any"
              options={optionsOf(CASE_TYPE_LABEL)}
              value={draft.caseType || undefined}
              onChange={(value?: string) => setDraft('caseType', value ?? '')}
            />
          </FilterField>
          <FilterField label="Priority" htmlFor="cases-priority">
            <Select
              id="cases-priority"
              allowClear
              placeholder="Any"
              options={optionsOf(CASE_PRIORITY_LABEL)}
              value={draft.priority || undefined}
              onChange={(value?: string) => setDraft('priority', value ?? '')}
            />
          </FilterField>
          <Checkbox checked={draft.activeOnly === 'true'} onChange={(e) => setDraft('activeOnly', String(e.target.checked))}>
            Active only
          </Checkbox>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Cases arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No cases found"
    >
      {null}
    </ListPage>
  );
}

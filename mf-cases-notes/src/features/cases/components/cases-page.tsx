// /cases: cases, shown to carriers as Accessorial Requests (spec 001 §2) on the shared paged list.
// Views are the display statuses the spec collapses case statuses into (001 §4), each with its count
// from cases/count_stats; filters are those a carrier needs (001 §3); 50 a page (001 §9).
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { Case, CaseListFilters } from '@trucks/shared-contracts/domain/case';
import {
  CASE_DISPLAY_STATUS_LABEL,
  CaseDisplayStatus,
  CaseStatus,
  IN_PROGRESS_CASE_STATUSES,
  ON_HOLD_CASE_STATUSES,
} from '@trucks/shared-contracts/domain/case-status';
import type { CaseType } from '@trucks/shared-contracts/domain/case-type';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FilterViewList, ListSearchBox } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn, ListPageRequest } from '@trucks/shared-ui/paged-list';
import { caseListQueryOptions, useCaseCountStats } from '../api/cases';
import { caseDateTime, caseTypeLabel, involvedPartiesText, NONE } from './case-labels';
import type { CaseFilters } from './cases-filters';
import { CaseStatusChip, caseStatusChip } from './case-status-chip';

// The dialog (antd's form and select) loads when Create Case is first pressed, or a pointer or the
// focus reaches the button, not with the list; a failed load says so in its place, the list works on.
const CreateCaseDialog = lazyPanel(
  () => import('./create-case-dialog').then((m) => m.CreateCaseDialog),
  'Loading Create Case',
  'Create Case could not be loaded.',
);

// The filter form (antd's date pickers, select, the form) loads with the FILTERS tab, not with the
// list's rows: a first visit downloads what the rows need.
const CasesFilterForm = lazyPanel(
  () => import('./cases-filters').then((m) => m.CasesFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

const ALL = 'all';
const DEFAULT_FILTERS: CaseFilters = {
  view: CaseDisplayStatus.New,
  search: '',
  caseType: '',
  shipment: '',
  fromDate: '',
  toDate: '',
  activeOnly: 'false',
};

/** The stored statuses each view asks for: the spec's collapse (001 §4) read backwards. */
const VIEW_STATUSES: Record<CaseDisplayStatus, readonly CaseStatus[]> = {
  [CaseDisplayStatus.New]: [CaseStatus.New],
  [CaseDisplayStatus.InProgress]: IN_PROGRESS_CASE_STATUSES,
  [CaseDisplayStatus.OnHold]: ON_HOLD_CASE_STATUSES,
  [CaseDisplayStatus.Resolved]: [CaseStatus.Resolved, CaseStatus.Voided],
};

const isDisplayStatus = (view: string): view is CaseDisplayStatus =>
  (Object.values(CaseDisplayStatus) as string[]).includes(view);

/** The filters of the panel as the call takes them, without the view (the counts use these). */
function panelQuery(filters: CaseFilters): CaseListFilters {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.caseType ? { caseTypes: [Number(filters.caseType) as CaseType] } : {}),
    ...(filters.shipment ? { shipmentId: filters.shipment } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
    ...(filters.activeOnly === 'true' ? { activeOnly: true } : {}),
  };
}

function caseListQuery({ filters, page, pageSize, sort }: ListPageRequest<CaseFilters>): CaseListFilters {
  return {
    ...panelQuery(filters),
    ...(isDisplayStatus(filters.view) ? { caseStatuses: [...VIEW_STATUSES[filters.view]] } : {}),
    ...(sort ? { sort: `${sort.direction === 'desc' ? '-' : ''}${sort.key}` } : {}),
    page,
    pageSize,
  };
}

const COLUMNS: ListColumn<Case>[] = [
  {
    key: 'caseNumber',
    title: 'Case #',
    sortKey: 'caseNumber',
    render: (c) => <Link to={paths.casePreview(c.caseNumber)}>{c.caseNumber}</Link>,
    csv: (c) => c.caseNumber,
  },
  { key: 'type', title: 'Type', render: caseTypeLabel, csv: caseTypeLabel },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (c) => <CaseStatusChip caseRecord={c} />,
    csv: (c) => caseStatusChip(c).label,
  },
  {
    key: 'shipment',
    title: 'Shipment #',
    render: (c) =>
      c.shipmentNumber ? <Link to={paths.shipmentPreview(c.shipmentNumber)}>{c.shipmentNumber}</Link> : NONE,
    csv: (c) => c.shipmentNumber ?? '',
  },
  {
    key: 'created',
    title: 'Created',
    sortKey: 'createdDateTime',
    render: (c) => caseDateTime(c.createdDateTime),
    csv: (c) => caseDateTime(c.createdDateTime),
  },
  {
    key: 'updated',
    title: 'Updated',
    sortKey: 'updatedDateTime',
    render: (c) => caseDateTime(c.updatedDateTime),
    csv: (c) => caseDateTime(c.updatedDateTime),
  },
  {
    key: 'parties',
    title: 'Involved Parties',
    render: (c) => involvedPartiesText(c) || NONE,
    csv: involvedPartiesText,
  },
];

export function CasesPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = usePagedList({
    defaults: DEFAULT_FILTERS,
    pageSize: PAGE_SIZE.cases,
    defaultSort: { key: 'createdDateTime', direction: 'desc' },
    pageQuery: (request) => caseListQueryOptions(caseListQuery(request)),
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const counts = useCaseCountStats(panelQuery(filters.applied)).data;
  const views: ListView<string>[] = [
    ...Object.values(CaseDisplayStatus).map((status) => ({
      key: status,
      label: CASE_DISPLAY_STATUS_LABEL[status],
      ...(counts ? { count: counts[status] } : {}),
    })),
    {
      key: ALL,
      label: 'All',
      ...(counts ? { count: counts.new + counts.inProgress + counts.onHold + counts.resolved } : {}),
    },
  ];

  return (
    <PagedListPage
      list={list}
      columns={COLUMNS}
      rowKey={(c) => c.id}
      noun={{ one: 'case', other: 'cases' }}
      emptyMessage={{
        filtered: 'No Matching Cases Found',
        unfiltered: 'No cases found: you have not raised an accessorial request yet',
      }}
      onOpen={(c) => void navigate(paths.casePreview(c.caseNumber))}
      exportFileName="cases"
      actions={
        <Flex wrap gap="small" align="center">
          <ListSearchBox label="Search cases" filters={filters} name="search" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onPointerEnter={CreateCaseDialog.preload}
            onFocus={CreateCaseDialog.preload}
            onClick={() => setCreating(true)}
          >
            Create Case
          </Button>
        </Flex>
      }
      views={<FilterViewList label="Case status" views={views} filters={filters} name="view" />}
      filters={<CasesFilterForm filters={filters} />}
      preloadFilters={CasesFilterForm.preload}
    >
      {creating ? <CreateCaseDialog shipmentId="" open onClose={() => setCreating(false)} /> : null}
    </PagedListPage>
  );
}

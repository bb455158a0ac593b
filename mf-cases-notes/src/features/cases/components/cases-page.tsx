// /cases: cases, shown to carriers as Accessorial Requests (spec 001 §2) on the shared paged list.
// Views are the display statuses the spec collapses case statuses into (001 §4), each with its count
// from cases/count_stats; filters are those a carrier needs (001 §3); 50 a page (001 §9).
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { Case } from '@trucks/shared-contracts/domain/case';
import { CASE_DISPLAY_STATUS_LABEL, CaseDisplayStatus } from '@trucks/shared-contracts/domain/case-status';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { CASES_LIST, casePanelQuery, casesPageQueryOptions, useCaseCountStats } from '../api/cases';
import { caseDateTime, caseTypeLabel, involvedPartiesText, NONE } from '../lib/case-labels';
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
    ...CASES_LIST,
    pageQuery: casesPageQueryOptions,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const counts = useCaseCountStats(casePanelQuery(filters.applied)).data;
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

// /tenders: the tenders shippers sent the user's company (the API lists the company's own only, spec
// 000 §6), by status (Sent, Accepted, Rejected, Rescinded, Booking Rescinded, All) with counts; Sent,
// what the navigation badge counts, opens first. A row opens /tenders/{tenderId}/preview.
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { TenderQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import {
  TENDER_RESPONSE_STATUS_COLOR,
  TENDER_RESPONSE_STATUS_LABEL,
  TenderResponseStatus,
} from '@trucks/shared-contracts/domain/tender-response-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn, ListPageRequest } from '@trucks/shared-ui/paged-list';
import { placeText } from '../../../ui/load-facts';
import { statusesOf, useResponseStatusViews } from '../../../ui/response-status-views';
import { tenderCountQueryOptions, tenderListQueryOptions } from '../api/tenders';

export type TenderFilters = { status: string; search: string };
const DEFAULT_FILTERS: TenderFilters = { status: TenderResponseStatus.Sent, search: '' };

function tenderQuery({ filters, page, pageSize }: ListPageRequest<TenderFilters>): TenderQuery {
  const statuses = statusesOf(filters.status);
  return {
    page,
    pageSize,
    ...(statuses ? { statuses } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

const rateText = (tender: Tender) =>
  `${formatCurrency(tender.rate.rate)} ${RATE_TYPE_LABEL[tender.rate.rateType]}, ${CHARGE_RATE_TYPE_LABEL[tender.rate.chargeRateType]}`;

const COLUMNS: ListColumn<Tender>[] = [
  {
    key: 'shipmentNumber',
    title: 'Shipment #',
    render: (tender) => <Link to={paths.tenderPreview(tender.id)}>#{tender.shipmentNumber}</Link>,
    csv: (tender) => tender.shipmentNumber,
  },
  {
    key: 'status',
    title: 'Status',
    render: (tender) => (
      <Tag color={TENDER_RESPONSE_STATUS_COLOR[tender.status]}>
        {TENDER_RESPONSE_STATUS_LABEL[tender.status]}
      </Tag>
    ),
    csv: (tender) => TENDER_RESPONSE_STATUS_LABEL[tender.status],
  },
  { key: 'origin', title: 'Origin', render: (t) => placeText(t.origin), csv: (t) => placeText(t.origin) },
  {
    key: 'destination',
    title: 'Destination',
    render: (t) => placeText(t.destination),
    csv: (t) => placeText(t.destination),
  },
  {
    key: 'pickup',
    title: 'Pickup',
    render: (t) => formatCalendarDate(t.pickupDateTime) || '—',
    csv: (t) => formatCalendarDate(t.pickupDateTime),
  },
  { key: 'rate', title: 'Tendered Rate', render: rateText, csv: (t) => t.rate.rate },
  {
    key: 'sent',
    title: 'Sent',
    render: (t) => formatCalendarDate(t.sentDateTime),
    csv: (t) => formatCalendarDate(t.sentDateTime),
  },
  {
    key: 'expires',
    title: 'Expires',
    render: (t) => formatCalendarDate(t.expirationDateTime) || '—',
    csv: (t) => formatCalendarDate(t.expirationDateTime),
  },
];

// The filter form (antd's late part: the form and its fields) loads with the FILTERS tab, not with the
// rows: a first visit downloads what the rows need.
const TenderFilterForm = lazyPanel(
  () => import('./tenders-filters').then((m) => m.TenderFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);
export function TendersPage() {
  const navigate = useNavigate();
  const list = usePagedList({
    defaults: DEFAULT_FILTERS,
    pageSize: PAGE_SIZE.default,
    pageQuery: (request) => tenderListQueryOptions(tenderQuery(request)),
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const views = useResponseStatusViews(tenderCountQueryOptions);
  const { filters } = list;
  return (
    <PagedListPage
      title="Tenders"
      list={list}
      columns={COLUMNS}
      rowKey={(tender) => tender.id}
      noun={{ one: 'tender', other: 'tenders' }}
      emptyMessage={{
        filtered: 'No tenders match these filters',
        unfiltered: 'No tenders have been sent to your company',
      }}
      onOpen={(tender) => void navigate(paths.tenderPreview(tender.id))}
      exportFileName="tenders"
      views={<FilterViewList label="Tender status" views={views} filters={filters} name="status" />}
      filters={<TenderFilterForm filters={filters} />}
      preloadFilters={TenderFilterForm.preload}
    />
  );
}

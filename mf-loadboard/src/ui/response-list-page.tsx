// The list page of the requests awaiting the carrier's answer, /tenders and /rates (spec 000 §4, §6,
// §7): the status views with their counts, opening on Sent, one search box, and the columns both share
// (shipment, status, origin, destination, pickup) before the list's own. A row opens its preview.
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { PagedList as PagedAnswer } from '@trucks/shared-contracts/domain/paged-list';
import {
  RATE_REQUEST_STATUS_COLOR,
  RATE_REQUEST_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/rate-request-status';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn, ListNoun, ListPageQuery, ListPageRequest } from '@trucks/shared-ui/paged-list';
import { RESPONSE_LIST } from '../api/response-lists';
import type { ResponseListFilters, ResponseRequest, ResponseStatusView } from '../api/response-lists';
import { placeText } from './load-facts';
import { useResponseStatusViews } from './response-status-views';

/** The columns both lists start with; the shipment number links to the request's preview. */
export function responseColumns<T extends ResponseRequest>(
  previewPath: (id: string) => string,
  own: readonly ListColumn<T>[],
): ListColumn<T>[] {
  return [
    {
      key: 'shipmentNumber',
      title: 'Shipment #',
      render: (r) => <Link to={previewPath(r.id)}>#{r.shipmentNumber}</Link>,
      csv: (r) => r.shipmentNumber,
    },
    {
      key: 'status',
      title: 'Status',
      render: (r) => (
        <Tag color={RATE_REQUEST_STATUS_COLOR[r.status]}>{RATE_REQUEST_STATUS_LABEL[r.status]}</Tag>
      ),
      csv: (r) => RATE_REQUEST_STATUS_LABEL[r.status],
    },
    { key: 'origin', title: 'Origin', render: (r) => placeText(r.origin), csv: (r) => placeText(r.origin) },
    {
      key: 'destination',
      title: 'Destination',
      render: (r) => placeText(r.destination),
      csv: (r) => placeText(r.destination),
    },
    {
      key: 'pickup',
      title: 'Pickup',
      render: (r) => formatCalendarDate(r.pickupDateTime) || '—',
      csv: (r) => formatCalendarDate(r.pickupDateTime),
    },
    ...own,
  ];
}

// The filter form (antd's late part: the form and its fields) loads with the FILTERS tab, not with the
// rows: a first visit downloads what the rows need.
const ResponseSearchFilterForm = lazyPanel(
  () => import('./response-search-filter').then((m) => m.ResponseSearchFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

interface ResponseListPageProps<T extends ResponseRequest> {
  /** 'Tenders', 'Rates'. */
  title: string;
  /** 'tender', 'rate request': the count, the views' name, the empty states and the export's file. */
  noun: ListNoun;
  /** The search box's id. */
  searchId: string;
  columns: readonly ListColumn<T>[];
  previewPath: (id: string) => string;
  pageQuery: (request: ListPageRequest<ResponseListFilters>) => ListPageQuery<PagedAnswer<T>>;
  /** The statuses the list has a view for, in order (All follows them). */
  statuses: readonly ResponseStatusView[];
  countQuery: (view: ResponseStatusView) => unknown;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Both lists say the same with their own noun: 'Tender status' / 'Rate request status' (the views),
 * 'No tenders match these filters', 'No rate requests have been sent to your company', the export
 * name 'tenders' / 'rate-requests'.
 */
export function ResponseListPage<T extends ResponseRequest>({
  title,
  noun,
  searchId,
  columns,
  previewPath,
  pageQuery,
  statuses,
  countQuery,
}: ResponseListPageProps<T>) {
  const navigate = useNavigate();
  const list = usePagedList({
    ...RESPONSE_LIST,
    pageQuery,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const views = useResponseStatusViews(statuses, countQuery);
  const { filters } = list;
  return (
    <PagedListPage
      title={title}
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      noun={noun}
      emptyMessage={{
        filtered: `No ${noun.other} match these filters`,
        unfiltered: `No ${noun.other} have been sent to your company`,
      }}
      onOpen={(r) => void navigate(previewPath(r.id))}
      exportFileName={noun.other.replaceAll(' ', '-')}
      views={
        <FilterViewList
          label={`${capitalized(noun.one)} status`}
          views={views}
          filters={filters}
          name="status"
        />
      }
      filters={<ResponseSearchFilterForm id={searchId} filters={filters} />}
      preloadFilters={ResponseSearchFilterForm.preload}
    />
  );
}

// /rates: the rate requests brokers sent the user's company ('Rate filters set carrierId to the
// user's company', spec 000 §7), by status with counts; Sent, the open requests the navigation badge
// counts, opens first. A row opens /rates/{rateId}/preview.
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { RateRequestQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
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
import { useSignedInUser } from '../../../lib/signed-in-user';
import { placeText } from '../../../ui/load-facts';
import { statusesOf, useResponseStatusViews } from '../../../ui/response-status-views';
import { rateRequestCountQueryOptions, rateRequestListQueryOptions } from '../api/rate-requests';

export type RateRequestFilters = { status: string; search: string };
const DEFAULT_FILTERS: RateRequestFilters = { status: TenderResponseStatus.Sent, search: '' };

const rateRequestQuery =
  (carrierId: string) =>
  ({ filters, page, pageSize }: ListPageRequest<RateRequestFilters>): RateRequestQuery => {
    const statuses = statusesOf(filters.status);
    return {
      carrierId,
      page,
      pageSize,
      ...(statuses ? { statuses } : {}),
      ...(filters.search ? { search: filters.search } : {}),
    };
  };

const offerText = (request: RateRequest) =>
  request.carrierRate
    ? `${formatCurrency(request.carrierRate.rate)} ${RATE_TYPE_LABEL[request.carrierRate.rateType]}, ${CHARGE_RATE_TYPE_LABEL[request.carrierRate.chargeRateType]}`
    : 'Not answered';

const COLUMNS: ListColumn<RateRequest>[] = [
  {
    key: 'shipmentNumber',
    title: 'Shipment #',
    render: (r) => <Link to={paths.ratePreview(r.id)}>#{r.shipmentNumber}</Link>,
    csv: (r) => r.shipmentNumber,
  },
  {
    key: 'status',
    title: 'Status',
    render: (r) => (
      <Tag color={TENDER_RESPONSE_STATUS_COLOR[r.status]}>{TENDER_RESPONSE_STATUS_LABEL[r.status]}</Tag>
    ),
    csv: (r) => TENDER_RESPONSE_STATUS_LABEL[r.status],
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
  { key: 'offer', title: 'Your Offer', render: offerText, csv: (r) => r.carrierRate?.rate },
  {
    key: 'requested',
    title: 'Requested',
    render: (r) => formatCalendarDate(r.requestedDateTime),
    csv: (r) => formatCalendarDate(r.requestedDateTime),
  },
];

// The filter form (antd's late part: the form and its fields) loads with the FILTERS tab, not with the
// rows: a first visit downloads what the rows need.
const RateRequestFilterForm = lazyPanel(
  () => import('./rate-requests-filters').then((m) => m.RateRequestFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);
export function RateRequestsPage() {
  const navigate = useNavigate();
  const carrierId = useSignedInUser()?.companyId ?? '';
  const list = usePagedList({
    defaults: DEFAULT_FILTERS,
    pageSize: PAGE_SIZE.default,
    pageQuery: (request) => ({
      ...rateRequestListQueryOptions(rateRequestQuery(carrierId)(request)),
      enabled: carrierId !== '',
    }),
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const views = useResponseStatusViews(rateRequestCountQueryOptions(carrierId));
  const { filters } = list;
  return (
    <PagedListPage
      title="Rates"
      list={list}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      noun={{ one: 'rate request', other: 'rate requests' }}
      emptyMessage={{
        filtered: 'No rate requests match these filters',
        unfiltered: 'No rate requests have been sent to your company',
      }}
      onOpen={(r) => void navigate(paths.ratePreview(r.id))}
      exportFileName="rate-requests"
      views={<FilterViewList label="Rate request status" views={views} filters={filters} name="status" />}
      filters={<RateRequestFilterForm filters={filters} />}
      preloadFilters={RateRequestFilterForm.preload}
    />
  );
}

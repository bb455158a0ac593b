// /rates: the rate requests brokers sent the user's company ('Rate filters set carrierId to the
// user's company', spec 000 §7), by status with counts; Sent, the open requests the navigation badge
// counts, opens first. A row opens /rates/{rateId}/preview.
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { RATE_REQUEST_STATUSES } from '../../../api/response-lists';
import { responseColumns, ResponseListPage } from '../../../ui/response-list-page';
import { offerTextOf, rateRequestCountQueryOptions, rateRequestPageQueryOptions } from '../api/rate-requests';

const offerText = (request: RateRequest) => offerTextOf(request) ?? 'Not answered';

const COLUMNS = responseColumns<RateRequest>(paths.ratePreview, [
  { key: 'offer', title: 'Your Offer', render: offerText, csv: (r) => r.carrierRate?.rate },
  {
    key: 'requested',
    title: 'Requested',
    render: (r) => formatCalendarDate(r.requestedDateTime),
    csv: (r) => formatCalendarDate(r.requestedDateTime),
  },
]);

export function RateRequestsPage() {
  const carrierId = useSignedInUser()?.companyId ?? '';
  return (
    <ResponseListPage<RateRequest>
      title="Rates"
      searchId="rates-search"
      columns={COLUMNS}
      noun={{ one: 'rate request', other: 'rate requests' }}
      previewPath={paths.ratePreview}
      pageQuery={rateRequestPageQueryOptions(carrierId)}
      statuses={RATE_REQUEST_STATUSES}
      countQuery={rateRequestCountQueryOptions(carrierId)}
    />
  );
}

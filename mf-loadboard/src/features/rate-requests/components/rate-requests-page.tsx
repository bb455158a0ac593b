// /rates: the rate requests brokers sent the user's company ('Rate filters set carrierId to the
// user's company', spec 000 §7), by status with counts; Sent, the open requests the navigation badge
// counts, opens first. A row opens /rates/{rateId}/preview.
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { responseColumns, ResponseListPage } from '../../../ui/response-list-page';
import { rateRequestCountQueryOptions, rateRequestPageQueryOptions } from '../api/rate-requests';

const offerText = (request: RateRequest) =>
  request.carrierRate
    ? `${formatCurrency(request.carrierRate.rate)} ${RATE_TYPE_LABEL[request.carrierRate.rateType]}, ${CHARGE_RATE_TYPE_LABEL[request.carrierRate.chargeRateType]}`
    : 'Not answered';

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
      countQuery={rateRequestCountQueryOptions(carrierId)}
    />
  );
}

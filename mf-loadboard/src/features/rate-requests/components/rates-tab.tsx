// The dashboard's Rates tab (host route /dashboard/rates): the open (Sent) rate requests of the
// company, and /dashboard/rates/{rateId}/preview opens one in a drawer with 'Offer Rate'.
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { DashboardTab } from '../../../ui/dashboard-tab';
import type { DashboardPreview } from '../../../ui/dashboard-tab';
import { placeText } from '../../../ui/load-facts';
import { useOpenRateRequests, useRateRequestById } from '../api/rate-requests';
import { RateRequestDetail } from './rate-request-detail';

const PREVIEW: DashboardPreview<RateRequest> = {
  useItem: useRateRequestById,
  name: 'Rate request',
  notFound: 'Rate Request Not Found',
  render: (request) => <RateRequestDetail request={request} />,
};

export function RatesTab({ basePath, previewId }: { basePath: string; previewId?: string }) {
  const open = useOpenRateRequests(useSignedInUser()?.companyId ?? '');
  return (
    <DashboardTab<RateRequest>
      basePath={basePath}
      previewId={previewId}
      caption="Open rate requests"
      read={open}
      columns={[
        { key: 'lane', title: 'Lane', render: (r) => `${placeText(r.origin)} → ${placeText(r.destination)}` },
        { key: 'pickup', title: 'Pickup', render: (r) => formatCalendarDate(r.pickupDateTime) || '—' },
        { key: 'requested', title: 'Requested', render: (r) => formatCalendarDate(r.requestedDateTime) },
      ]}
      emptyMessage="No open rate requests"
      listPath={paths.rates()}
      listLabel="All rate requests"
      preview={PREVIEW}
    />
  );
}

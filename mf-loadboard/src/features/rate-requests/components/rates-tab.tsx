// The dashboard's Rates tab (host route /dashboard/rates): the open (Sent) rate requests of the
// company, and /dashboard/rates/{rateId}/preview opens one in a drawer with 'Offer Rate'.
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { DashboardTab } from '../../../ui/dashboard-tab';
import { placeText } from '../../../ui/load-facts';
import { rateRequestListQueryOptions, useRateRequestById } from '../api/rate-requests';
import { RateRequestDetail } from './rate-request-page';

function RatePreview({ rateId }: { rateId: string }) {
  const request = useRateRequestById(rateId);
  if (request.error)
    return <>{request.error.status === 404 ? 'Rate Request Not Found' : request.error.message}</>;
  if (!request.data) return <Skeleton active />;
  return <RateRequestDetail request={request.data} />;
}

/** The preview drawer's title: the request's shipment (its id means nothing to a carrier; issue 27). */
function RatePreviewTitle({ rateId }: { rateId: string }) {
  const shipmentNumber = useRateRequestById(rateId).data?.shipmentNumber;
  return <>{shipmentNumber ? `Shipment #${shipmentNumber}` : 'Rate request'}</>;
}

export function RatesTab({ basePath, previewId }: { basePath: string; previewId?: string }) {
  const carrierId = useSignedInUser()?.companyId ?? '';
  const open = useQuery({
    ...rateRequestListQueryOptions({
      carrierId,
      statuses: [TenderResponseStatus.Sent],
      page: FIRST_PAGE,
      pageSize: PAGE_SIZE.default,
    }),
    enabled: carrierId !== '',
  });
  return (
    <DashboardTab<RateRequest>
      basePath={basePath}
      previewId={previewId}
      caption="Open rate requests"
      rows={open.data?.data}
      total={open.data?.totalCount}
      loading={open.isPending}
      error={open.error}
      onRetry={() => void open.refetch()}
      rowKey={(r) => r.id}
      linkText={(r) => r.shipmentNumber}
      columns={[
        { key: 'lane', title: 'Lane', render: (r) => `${placeText(r.origin)} → ${placeText(r.destination)}` },
        { key: 'pickup', title: 'Pickup', render: (r) => formatCalendarDate(r.pickupDateTime) || '—' },
        { key: 'requested', title: 'Requested', render: (r) => formatCalendarDate(r.requestedDateTime) },
      ]}
      emptyMessage="No open rate requests"
      listPath={paths.rates()}
      listLabel="All rate requests"
      previewTitle={previewId ? <RatePreviewTitle rateId={previewId} /> : 'Rate request'}
      preview={previewId ? <RatePreview rateId={previewId} /> : null}
    />
  );
}

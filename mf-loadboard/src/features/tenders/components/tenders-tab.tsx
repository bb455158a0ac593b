// The dashboard's Tenders tab (host route /dashboard/tenders): the Sent tenders, awaiting an answer,
// and /dashboard/tenders/{tenderId}/preview opens one in a drawer with its answers.
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DashboardTab } from '../../../ui/dashboard-tab';
import { placeText } from '../../../ui/load-facts';
import { tenderListQueryOptions, useTender } from '../api/tenders';
import { TenderDetail } from './tender-detail';

function TenderPreview({ tenderId }: { tenderId: string }) {
  const tender = useTender(tenderId);
  if (tender.error) return <>{tender.error.status === 404 ? 'Tender Not Found' : tender.error.message}</>;
  if (!tender.data) return <Skeleton active />;
  return <TenderDetail tender={tender.data} />;
}

/** The preview drawer's title: the tender's shipment (its id means nothing to a carrier; issue 27). */
function TenderPreviewTitle({ tenderId }: { tenderId: string }) {
  const shipmentNumber = useTender(tenderId).data?.shipmentNumber;
  return <>{shipmentNumber ? `Shipment #${shipmentNumber}` : 'Tender'}</>;
}

export function TendersTab({ basePath, previewId }: { basePath: string; previewId?: string }) {
  const sent = useQuery(
    tenderListQueryOptions({
      statuses: [TenderResponseStatus.Sent],
      page: FIRST_PAGE,
      pageSize: PAGE_SIZE.default,
    }),
  );
  return (
    <DashboardTab<Tender>
      basePath={basePath}
      previewId={previewId}
      caption="Tenders awaiting an answer"
      rows={sent.data?.data}
      total={sent.data?.totalCount}
      loading={sent.isPending}
      error={sent.error}
      onRetry={() => void sent.refetch()}
      rowKey={(t) => t.id}
      linkText={(t) => t.shipmentNumber}
      columns={[
        { key: 'lane', title: 'Lane', render: (t) => `${placeText(t.origin)} → ${placeText(t.destination)}` },
        { key: 'pickup', title: 'Pickup', render: (t) => formatCalendarDate(t.pickupDateTime) || '—' },
        { key: 'rate', title: 'Tendered Rate', render: (t) => formatCurrency(t.rate.rate) },
        { key: 'expires', title: 'Expires', render: (t) => formatCalendarDate(t.expirationDateTime) || '—' },
      ]}
      emptyMessage="No tenders awaiting an answer"
      listPath={paths.tenders()}
      listLabel="All tenders"
      previewTitle={previewId ? <TenderPreviewTitle tenderId={previewId} /> : 'Tender'}
      preview={previewId ? <TenderPreview tenderId={previewId} /> : null}
    />
  );
}

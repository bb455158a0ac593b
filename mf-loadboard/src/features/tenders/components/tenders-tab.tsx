// The dashboard's Tenders tab (host route /dashboard/tenders): the Sent tenders, awaiting an answer,
// and /dashboard/tenders/{tenderId}/preview opens one in a drawer with its answers.
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DashboardTab } from '../../../ui/dashboard-tab';
import type { DashboardPreview } from '../../../ui/dashboard-tab';
import { placeText } from '../../../ui/load-facts';
import { useSentTenders, useTender } from '../api/tenders';
import { TenderDetail } from './tender-detail';

const PREVIEW: DashboardPreview<Tender> = {
  useItem: useTender,
  name: 'Tender',
  notFound: 'Tender Not Found',
  render: (tender) => <TenderDetail tender={tender} />,
};

export function TendersTab({ basePath, previewId }: { basePath: string; previewId?: string }) {
  const sent = useSentTenders();
  return (
    <DashboardTab<Tender>
      basePath={basePath}
      previewId={previewId}
      caption="Tenders awaiting an answer"
      read={sent}
      columns={[
        { key: 'lane', title: 'Lane', render: (t) => `${placeText(t.origin)} → ${placeText(t.destination)}` },
        { key: 'pickup', title: 'Pickup', render: (t) => formatCalendarDate(t.pickupDateTime) || '—' },
        { key: 'rate', title: 'Tendered Rate', render: (t) => formatCurrency(t.rate.rate) },
        { key: 'expires', title: 'Expires', render: (t) => formatCalendarDate(t.expirationDateTime) || '—' },
      ]}
      emptyMessage="No tenders awaiting an answer"
      listPath={paths.tenders()}
      listLabel="All tenders"
      preview={PREVIEW}
    />
  );
}

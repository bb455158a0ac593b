// /tenders: the tenders shippers sent the user's company (the API lists the company's own only, spec
// 000 §6), by status (Sent, Accepted, Rejected, Rescinded, Booking Rescinded, All) with counts; Sent,
// what the navigation badge counts, opens first. A row opens /tenders/{tenderId}/preview.
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { TENDER_STATUSES } from '../../../api/response-lists';
import { responseColumns, ResponseListPage } from '../../../ui/response-list-page';
import { tenderCountQueryOptions, tenderPageQueryOptions } from '../api/tenders';

const rateText = (tender: Tender) =>
  `${formatCurrency(tender.rate.rate)} ${RATE_TYPE_LABEL[tender.rate.rateType]}, ${CHARGE_RATE_TYPE_LABEL[tender.rate.chargeRateType]}`;

const COLUMNS = responseColumns<Tender>(paths.tenderPreview, [
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
]);

export function TendersPage() {
  return (
    <ResponseListPage<Tender>
      title="Tenders"
      searchId="tenders-search"
      columns={COLUMNS}
      noun={{ one: 'tender', other: 'tenders' }}
      previewPath={paths.tenderPreview}
      pageQuery={tenderPageQueryOptions}
      statuses={TENDER_STATUSES}
      countQuery={tenderCountQueryOptions}
    />
  );
}

// One card of the third-party invoice list (spec 001 §2): customer and carrier logo, status chip, the
// estimated pay date (else the invoice date), amount due, fees and balances, balance due, links on
// the invoice and shipment numbers, the shipment status and the required documents uploaded. The list
// (InfiniteCardFeed) gives it its article, name, position and keys; a click anywhere opens the preview.
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Card, Tag, theme } from 'antd';
import { Link } from 'react-router';
import type { ThirdPartyInvoiceListItem } from '@trucks/shared-contracts/domain/invoice';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { balanceDue } from '@trucks/shared-contracts/rules/invoice-amounts';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { invoiceStatusChip } from '../../../lib/invoice-status';

export interface ThirdPartyInvoiceCardProps {
  invoice: ThirdPartyInvoiceListItem;
  /** The list's query string, carried to the preview so its close returns to the same list. */
  search: string;
  onOpen: (invoice: ThirdPartyInvoiceListItem) => void;
  /** A link inside the card was followed (the list remembers its place first). */
  onLinkFollowed: () => void;
  /** Detail columns: the page decides once (1 on a phone), not every card watching the viewport. */
  columns: number;
}

const LOGO_SIZE = 24;

/**
 * The carrier's logo, or the customer's initial in a circle. Not antd's Avatar: its letter fallback
 * measures itself on mount (a forced layout per card, the longest part of scrolling 2,000 cards).
 */
function Logo({ name, src }: { name: string; src: string | null | undefined }) {
  const { token } = theme.useToken();
  const circle = { width: LOGO_SIZE, height: LOGO_SIZE, borderRadius: '50%', flex: 'none' } as const;
  if (src) return <img src={src} alt={`${name} logo`} style={{ ...circle, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden
      style={{
        ...circle,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: token.colorFillSecondary,
        color: token.colorText,
        fontSize: token.fontSizeSM,
      }}
    >
      {name.charAt(0)}
    </span>
  );
}

/** Memoized: the virtual list re-renders on every scroll frame, a card only when its invoice changes. */
export const ThirdPartyInvoiceCard = memo(function ThirdPartyInvoiceCard({
  invoice,
  search,
  onOpen,
  onLinkFollowed,
  columns,
}: ThirdPartyInvoiceCardProps) {
  const { token } = theme.useToken();
  const chip = invoiceStatusChip(invoice.status);
  const payDate = invoice.dueDateTimeStamp
    ? { label: 'Est. Pay Date', value: formatCalendarDate(invoice.dueDateTimeStamp) }
    : { label: 'Invoice Date', value: formatCalendarDate(invoice.createDateTimeStamp) };
  const details: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'invoice',
      label: 'Invoice #',
      value: (
        <Link to={`${paths.thirdPartyPayerInvoicePreview(invoice.invoiceNumber)}${search}`}>
          {invoice.invoiceNumber}
        </Link>
      ),
    },
    {
      key: 'shipment',
      label: 'Shipment #',
      value: <Link to={paths.shipmentPreview(invoice.shipmentNumber)}>{invoice.shipmentNumber}</Link>,
    },
    { key: 'shipmentStatus', label: 'Shipment Status', value: invoice.shipmentStatus.description },
    { key: 'date', label: payDate.label, value: payDate.value },
    { key: 'amount', label: 'Amount Due', value: formatCurrency(invoice.invoiceAmount) },
    { key: 'fees', label: 'Fees & Balances', value: formatCurrency(invoice.feeAndBalance) },
    {
      key: 'balance',
      label: 'Balance Due',
      value: <strong>{formatCurrency(balanceDue(invoice))}</strong>,
    },
    {
      key: 'documents',
      label: 'Required Documents',
      value: `${invoice.numberOfUploadedRequiredDocuments} of ${invoice.numberOfRequiredDocuments} uploaded`,
    },
  ];
  return (
    <Card
      size="small"
      hoverable
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) {
          onLinkFollowed();
          return;
        }
        onOpen(invoice);
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <Logo name={invoice.customerName} src={invoice.carrierLogoURL} />
          <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {invoice.customerName}
          </strong>
        </div>
        <Tag color={chip.color} style={{ marginInlineEnd: 0 }}>
          {chip.label}
        </Tag>
      </div>
      {/* Label and value pairs in a plain grid: antd's Descriptions costs a viewport watcher and a
          dozen styled components per card, paid again for every card that scrolls in. */}
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: `${token.marginXXS}px ${token.margin}px`,
          margin: `${token.marginXS}px 0 0`,
        }}
      >
        {details.map((detail) => (
          <div key={detail.key} style={{ display: 'flex', gap: token.marginXS, minWidth: 0 }}>
            <dt style={{ color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>{detail.label}</dt>
            <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{detail.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
});

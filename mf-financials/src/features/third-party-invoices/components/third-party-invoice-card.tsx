// One card of the third-party invoice list (spec 001 §2): customer and carrier logo, status chip, the
// estimated pay date (else the invoice date), amount due, fees and balances, balance due, links on
// the invoice and shipment numbers, the shipment status and the required documents uploaded. The list
// (InfiniteCardFeed) gives it its article, name, position and keys; a click anywhere opens the preview.
import { memo } from 'react';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ThirdPartyInvoiceListItem } from '@trucks/shared-contracts/domain/invoice';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { balanceDue } from '@trucks/shared-contracts/rules/invoice-amounts';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { invoiceStatusChip } from '../../../ui/invoice-status';

export interface ThirdPartyInvoiceCardProps {
  invoice: ThirdPartyInvoiceListItem;
  /** The list's query string, carried to the preview so its close returns to the same list. */
  search: string;
  onOpen: (invoice: ThirdPartyInvoiceListItem) => void;
  /** A link inside the card was followed (the list remembers its place first). */
  onLinkFollowed: () => void;
}

/** Memoized: the virtual list re-renders on every scroll frame, a card only when its invoice changes. */
export const ThirdPartyInvoiceCard = memo(function ThirdPartyInvoiceCard({
  invoice,
  search,
  onOpen,
  onLinkFollowed,
}: ThirdPartyInvoiceCardProps) {
  const chip = invoiceStatusChip(invoice.status);
  const payDate = invoice.dueDateTimeStamp
    ? { label: 'Est. Pay Date', value: formatCalendarDate(invoice.dueDateTimeStamp) }
    : { label: 'Invoice Date', value: formatCalendarDate(invoice.createDateTimeStamp) };
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
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <Avatar src={invoice.carrierLogoURL ?? undefined} alt={`${invoice.customerName} logo`} size="small">
            {invoice.customerName.charAt(0)}
          </Avatar>
          <Typography.Text strong ellipsis>
            {invoice.customerName}
          </Typography.Text>
        </Flex>
        <Tag color={chip.color}>{chip.label}</Tag>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'invoice',
            label: 'Invoice #',
            children: (
              <Link to={`${paths.thirdPartyPayerInvoicePreview(invoice.invoiceNumber)}${search}`}>
                {invoice.invoiceNumber}
              </Link>
            ),
          },
          {
            key: 'shipment',
            label: 'Shipment #',
            children: (
              <Link to={paths.shipmentPreview(invoice.shipmentNumber)}>{invoice.shipmentNumber}</Link>
            ),
          },
          { key: 'shipmentStatus', label: 'Shipment Status', children: invoice.shipmentStatus.description },
          { key: 'date', label: payDate.label, children: payDate.value },
          { key: 'amount', label: 'Amount Due', children: formatCurrency(invoice.invoiceAmount) },
          { key: 'fees', label: 'Fees & Balances', children: formatCurrency(invoice.feeAndBalance) },
          {
            key: 'balance',
            label: 'Balance Due',
            children: <Typography.Text strong>{formatCurrency(balanceDue(invoice))}</Typography.Text>,
          },
          {
            key: 'documents',
            label: 'Required Documents',
            children: `${invoice.numberOfUploadedRequiredDocuments} of ${invoice.numberOfRequiredDocuments} uploaded`,
          },
        ]}
      />
    </Card>
  );
});

// The columns of an AP invoice row (accounting, invoices, the dashboard tab): numbers with links,
// the lane, the status chip, the dates, the money and what documents are still missing. Balance due
// is the invoice amount less what was withheld or already paid (the shared rule, spec 001 §9).
import { Flex, Tag } from 'antd';
import { Link } from 'react-router';
import type { ApInvoice } from '@trucks/shared-contracts/domain/accounting';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { balanceDue } from '@trucks/shared-contracts/rules/invoice-amounts';
import { paths } from '@trucks/shared-contracts/routes/paths';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { accountingStatusChip } from '../lib/invoice-status';

/** The preview's key: the invoice number, or the id of a shipment not yet invoiced. */
export const apInvoiceKey = (invoice: ApInvoice): string => invoice.invoiceNumber || invoice.id;

export const apBalanceDue = (invoice: ApInvoice): number =>
  balanceDue({ invoiceAmount: invoice.amount, feeAndBalance: invoice.fees + invoice.paidAmount });

const NONE = '—';

export function apInvoiceColumns(
  previewPath: (key: string) => string,
  search: string,
): ListColumn<ApInvoice>[] {
  return [
    {
      key: 'invoiceNumber',
      title: 'Invoice #',
      render: (invoice) => (
        <Link to={`${previewPath(apInvoiceKey(invoice))}${search}`}>
          {invoice.invoiceNumber || 'Not invoiced'}
        </Link>
      ),
      csv: (invoice) => invoice.invoiceNumber ?? '',
    },
    {
      key: 'shipmentNumber',
      title: 'Shipment #',
      render: (invoice) => (
        <Link to={paths.shipmentPreview(invoice.shipmentNumber)}>{invoice.shipmentNumber}</Link>
      ),
      csv: (invoice) => invoice.shipmentNumber,
    },
    {
      key: 'lane',
      title: 'Lane',
      render: (invoice) =>
        invoice.originCityState || invoice.destinationCityState
          ? `${invoice.originCityState ?? NONE} → ${invoice.destinationCityState ?? NONE}`
          : NONE,
      csv: (invoice) => `${invoice.originCityState ?? ''} - ${invoice.destinationCityState ?? ''}`,
    },
    {
      key: 'status',
      title: 'Status',
      render: (invoice) => {
        const chip = accountingStatusChip(invoice.status);
        return <Tag color={chip.color}>{chip.label}</Tag>;
      },
      csv: (invoice) => accountingStatusChip(invoice.status).label,
    },
    {
      key: 'shipmentDate',
      title: 'Shipment Date',
      render: (invoice) => formatCalendarDate(invoice.shipmentDate),
      csv: (invoice) => formatCalendarDate(invoice.shipmentDate),
    },
    {
      key: 'invoiceDate',
      title: 'Invoice Date',
      render: (invoice) => formatCalendarDate(invoice.invoiceDate) || NONE,
      csv: (invoice) => formatCalendarDate(invoice.invoiceDate),
    },
    {
      key: 'amount',
      title: 'Amount',
      render: (invoice) => formatCurrency(invoice.amount),
      csv: (invoice) => invoice.amount.toFixed(2),
    },
    {
      key: 'fees',
      title: 'Fees',
      render: (invoice) => formatCurrency(invoice.fees),
      csv: (invoice) => invoice.fees.toFixed(2),
    },
    {
      key: 'paid',
      title: 'Paid',
      render: (invoice) => formatCurrency(invoice.paidAmount),
      csv: (invoice) => invoice.paidAmount.toFixed(2),
    },
    {
      key: 'balanceDue',
      title: 'Balance Due',
      render: (invoice) => formatCurrency(apBalanceDue(invoice)),
      csv: (invoice) => apBalanceDue(invoice).toFixed(2),
    },
    {
      key: 'missing',
      title: 'Missing Documents',
      render: (invoice) =>
        invoice.missingDocuments.length ? (
          <Flex gap={4} wrap>
            {invoice.missingDocuments.map((name) => (
              <Tag key={name} color="orange">
                {name}
              </Tag>
            ))}
          </Flex>
        ) : (
          NONE
        ),
      csv: (invoice) => invoice.missingDocuments.join('; '),
    },
  ];
}

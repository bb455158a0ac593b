// A shipment's money, embedded by mf-shipments on the shipment preview's Financials tab: the
// carrier's invoice for the shipment (found in the AP invoice list by shipment number), its charges,
// what was paid, what is still due and the payment that settled it.
import { Alert, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ShipmentFinancialsProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { AccountingInvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { useApInvoices, useInvoice } from '../../../api/invoices';
import { apBalanceDue, apInvoiceKey } from '../../../ui/ap-invoice-columns';
import { ChargesTable } from '../../../ui/invoice-sections';
import { accountingStatusChip } from '../../../lib/invoice-status';

const NO_INVOICE_YET = 'No invoice for this shipment yet';

export function ShipmentFinancials({ shipmentNumber }: ShipmentFinancialsProps) {
  const invoices = useApInvoices({
    status: ApInvoiceStatusFilter.All,
    searchTerm: shipmentNumber,
    page: 1,
    pageSize: PAGE_SIZE.accounting,
  });
  const invoice = invoices.data?.data.find((row) => row.shipmentNumber === shipmentNumber);
  const detail = useInvoice(invoice ? apInvoiceKey(invoice) : '', invoice !== undefined);
  const loading = invoices.isPending;

  if (invoices.isError)
    return (
      <section aria-label={`Financials of shipment ${shipmentNumber}`}>
        <QueryErrorAlert error={invoices.error} onRetry={() => void invoices.refetch()} />
      </section>
    );

  const chip = invoice ? accountingStatusChip(invoice.status) : undefined;
  const paid = invoice?.status === AccountingInvoiceStatus.PaidInFull;
  return (
    <section aria-label={`Financials of shipment ${shipmentNumber}`}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Financials
      </Typography.Title>
      <DetailSection title="Invoice" loading={loading}>
        {invoice && chip ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'number',
                label: 'Invoice #',
                children: (
                  <Link to={paths.accountingPreview(apInvoiceKey(invoice))}>
                    {invoice.invoiceNumber || 'Not invoiced'}
                  </Link>
                ),
              },
              { key: 'status', label: 'Status', children: <Tag color={chip.color}>{chip.label}</Tag> },
              {
                key: 'date',
                label: 'Invoice Date',
                children: formatCalendarDate(invoice.invoiceDate) || '—',
              },
              { key: 'amount', label: 'Amount', children: formatCurrency(invoice.amount) },
              {
                key: 'missing',
                label: 'Missing Documents',
                children: invoice.missingDocuments.length ? invoice.missingDocuments.join(', ') : 'None',
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{NO_INVOICE_YET}</Typography.Text>
        )}
      </DetailSection>
      <DetailSection title="Charges" loading={loading || (invoice !== undefined && detail.isPending)}>
        {detail.data ? (
          <ChargesTable charges={detail.data.charges} />
        ) : detail.isError ? (
          <Alert type="error" showIcon title={detail.error.message} />
        ) : (
          <Typography.Text type="secondary">{NO_INVOICE_YET}</Typography.Text>
        )}
      </DetailSection>
      <DetailSection title="Payments" loading={loading}>
        {invoice ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'paymentStatus',
                label: 'Payment Status',
                children: paid
                  ? `Paid${invoice.paidDate ? ` on ${formatCalendarDate(invoice.paidDate)}` : ''}`
                  : invoice.expectedPayDate
                    ? `Expected ${formatCalendarDate(invoice.expectedPayDate)}`
                    : 'Not paid yet',
              },
              { key: 'paid', label: 'Paid', children: formatCurrency(invoice.paidAmount) },
              { key: 'fees', label: 'Fees', children: formatCurrency(invoice.fees) },
              { key: 'balance', label: 'Balance Due', children: formatCurrency(apBalanceDue(invoice)) },
              ...(invoice.checkNumber
                ? [
                    {
                      key: 'check',
                      label: 'Payment',
                      children: (
                        <Link to={paths.paymentPreview(invoice.checkNumber)}>{invoice.checkNumber}</Link>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          <Typography.Text type="secondary">No payments for this shipment yet</Typography.Text>
        )}
      </DetailSection>
    </section>
  );
}

// The dashboard's Accounting tab (host route /dashboard/accounting): the invoices that need action
// (the Action Required tab's first page) with their totals, each opening its preview in a drawer at
// /dashboard/accounting/{invoiceNumber}/preview that closes back to the tab (shared-ui's DashboardList:
// the heading, the states and the drawer; the rows are the tab's own).
import { Alert, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DashboardList } from '@trucks/shared-ui/dashboard-list';
import { useApInvoices, useInvoice } from '../../../api/invoices';
import { apBalanceDue, apInvoiceKey } from '../../../ui/ap-invoice-columns';
import { InvoiceSections } from '../../../ui/invoice-sections';
import { invoiceStatusChip } from '../../../lib/invoice-status';
import { useAccountingSummary } from '../api/accounting-summary';

/** How many invoices the tab lists before 'View all in Accounting'. */
const DASHBOARD_ROWS = 10;

function AccountingPreview({ invoiceKey }: { invoiceKey: string }) {
  const invoice = useInvoice(invoiceKey);
  if (invoice.isError) return <Alert type="error" showIcon title={invoice.error.message} />;
  const chip = invoice.data ? invoiceStatusChip(invoice.data.status) : undefined;
  return (
    <>
      {chip ? (
        <Tag color={chip.color} style={{ marginBottom: 12 }}>
          {chip.label}
        </Tag>
      ) : null}
      <InvoiceSections invoice={invoice.data} />
    </>
  );
}

export function DashboardAccounting({ basePath, previewId }: DashboardTabProps) {
  const invoices = useApInvoices({
    status: ApInvoiceStatusFilter.UnInvoiced,
    page: 1,
    pageSize: DASHBOARD_ROWS,
  });
  const summary = useAccountingSummary({});
  const actionRequired = summary.data?.statuses.find((s) => s.status === ApInvoiceStatusFilter.UnInvoiced);

  return (
    <DashboardList
      rows={invoices.data?.data}
      loading={invoices.isPending}
      error={invoices.error}
      onRetry={() => void invoices.refetch()}
      skeleton={<Skeleton active aria-busy="true" />}
      emptyMessage="No invoices need action"
      heading={{
        label: 'Accounting',
        caption: actionRequired
          ? `Action Required: ${formatCurrency(actionRequired.amount)} · ${actionRequired.shipmentCount} ${
              actionRequired.shipmentCount === 1 ? 'shipment' : 'shipments'
            }`
          : 'Action Required',
        link: { to: paths.accounting(), label: 'View all in Accounting' },
        spacing: 8,
      }}
      preview={{
        basePath,
        id: previewId,
        title: `Invoice ${previewId ?? ''}`,
        width: 800,
        closeLabel: 'Close preview',
        render: (invoiceKey) => <AccountingPreview invoiceKey={invoiceKey} />,
      }}
    >
      {(rows) => (
        <ul aria-label="Invoices needing action" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((invoice) => (
            <li key={invoice.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex justify="space-between" gap={8} wrap>
                <Flex vertical>
                  <Link to={`${basePath}/${encodeURIComponent(apInvoiceKey(invoice))}/preview`}>
                    Shipment {invoice.shipmentNumber}
                  </Link>
                  <Typography.Text type="secondary">
                    {[
                      formatCalendarDate(invoice.shipmentDate),
                      invoice.missingDocuments.length
                        ? `Missing: ${invoice.missingDocuments.join(', ')}`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </Flex>
                <span>{formatCurrency(apBalanceDue(invoice))}</span>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </DashboardList>
  );
}

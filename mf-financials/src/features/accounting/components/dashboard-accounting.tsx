// The dashboard's Accounting tab (host route /dashboard/accounting): the invoices that need action
// (the Action Required tab's first page) with their totals, each opening its preview in a drawer at
// /dashboard/accounting/{invoiceNumber}/preview that closes back to the tab. The shared
// DashboardTabFrame only draws an empty state, so this tab composes its own list and drawer.
import { Alert, Button, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { useApInvoices, useInvoice } from '../../../api/invoices';
import { apBalanceDue, apInvoiceKey } from '../../../ui/ap-invoice-columns';
import { InvoiceSections } from '../../../ui/invoice-sections';
import { invoiceStatusChip } from '../../../ui/invoice-status';
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
  const navigate = useNavigate();
  const phone = useIsPhone();
  const invoices = useApInvoices({
    status: ApInvoiceStatusFilter.UnInvoiced,
    page: 1,
    pageSize: DASHBOARD_ROWS,
  });
  const summary = useAccountingSummary({});
  const actionRequired = summary.data?.statuses.find((s) => s.status === ApInvoiceStatusFilter.UnInvoiced);

  let body;
  if (invoices.isPending) body = <Skeleton active aria-busy="true" />;
  else if (invoices.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={invoices.error.message}
        action={
          <Button size="small" onClick={() => void invoices.refetch()}>
            Retry
          </Button>
        }
      />
    );
  else if (invoices.data.data.length === 0) body = <EmptyState message="No invoices need action" />;
  else
    body = (
      <ul aria-label="Invoices needing action" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {invoices.data.data.map((invoice) => (
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
    );

  return (
    <section aria-label="Accounting">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {actionRequired
            ? `Action Required: ${formatCurrency(actionRequired.amount)} · ${actionRequired.shipmentCount} ${
                actionRequired.shipmentCount === 1 ? 'shipment' : 'shipments'
              }`
            : 'Action Required'}
        </Typography.Text>
        <Link to={paths.accounting()}>View all in Accounting</Link>
      </Flex>
      {body}
      <Drawer
        open={previewId !== undefined}
        onClose={() => void navigate(basePath)}
        size={phone ? '100%' : 800}
        title={`Invoice ${previewId ?? ''}`}
        closable={{ 'aria-label': 'Close preview' }}
        destroyOnHidden
      >
        {previewId !== undefined ? <AccountingPreview invoiceKey={previewId} /> : null}
      </Drawer>
    </section>
  );
}

// /payments/{checkNumber}/preview: one remittance. The summary (method, date, payee, amount) and the
// invoices and shipments the payment settled, 20 a page (spec 001 §9), with their totals: invoiced
// less fees is what was paid, and on the last page the paid column adds up to the payment's amount.
import { Alert, Descriptions, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PaymentDetail } from '@trucks/shared-contracts/domain/accounting';
import { PAYMENT_METHOD_LABEL } from '@trucks/shared-contracts/domain/payment-method';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { WideTable } from '@trucks/shared-ui/wide-table';
import { usePaymentDetails } from '../api/payments';

const toCents = (amount: number) => Math.round(amount * 100) / 100;
const sum = (rows: readonly PaymentDetail[], pick: (row: PaymentDetail) => number) =>
  toCents(rows.reduce((total, row) => total + pick(row), 0));

export function PaymentPreviewPage({ checkNumber }: { checkNumber: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const details = usePaymentDetails(checkNumber, page);
  const payment = details.data?.payment;
  const rows = details.data?.data ?? [];
  const total = details.data?.totalCount ?? 0;
  const paidOnPage = sum(rows, (row) => row.paidAmount);
  const allOnOnePage = total <= PAGE_SIZE.paymentDetails;
  const mismatch = payment && allOnOnePage && toCents(payment.amount) !== paidOnPage;

  return (
    <RecordPage
      title="Payments"
      caption={`Payment ${checkNumber}`}
      recordName="Payment"
      status={payment ? { label: PAYMENT_METHOD_LABEL[payment.paymentMethod] } : undefined}
      listPath={paths.payments()}
      loading={details.isPending}
      error={details.error}
      onRetry={() => void details.refetch()}
    >
      <RecordColumns
        main={
          <DetailSection title="Invoices Paid" loading={details.isPending}>
            <WideTable<PaymentDetail>
              size="small"
              rowKey={(row) => `${row.invoiceNumber}-${row.shipmentNumber}`}
              dataSource={rows}
              loading={details.isFetching && !details.isPending}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE.paymentDetails,
                total,
                hideOnSinglePage: true,
                showSizeChanger: false,
                onChange: (next) =>
                  setParams((current) => {
                    const updated = new URLSearchParams(current);
                    if (next <= 1) updated.delete('page');
                    else updated.set('page', String(next));
                    return updated;
                  }),
              }}
              columns={[
                { key: 'invoice', title: 'Invoice #', render: (_, row) => row.invoiceNumber },
                {
                  key: 'shipment',
                  title: 'Shipment #',
                  render: (_, row) => (
                    <Link to={paths.shipmentPreview(row.shipmentNumber)}>{row.shipmentNumber}</Link>
                  ),
                },
                {
                  key: 'amount',
                  title: 'Invoice Amount',
                  align: 'right',
                  render: (_, row) => formatCurrency(row.invoiceAmount),
                },
                { key: 'fees', title: 'Fees', align: 'right', render: (_, row) => formatCurrency(row.fees) },
                {
                  key: 'paid',
                  title: 'Paid',
                  align: 'right',
                  render: (_, row) => formatCurrency(row.paidAmount),
                },
              ]}
              summary={() =>
                rows.length ? (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={2}>
                      <strong>{allOnOnePage ? 'Total' : `Total of page ${page}`}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      <strong>{formatCurrency(sum(rows, (row) => row.invoiceAmount))}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      <strong>{formatCurrency(sum(rows, (row) => row.fees))}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      <strong>{formatCurrency(paidOnPage)}</strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                ) : null
              }
            />
            {mismatch ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginTop: 8 }}
                title={`The invoices listed add up to ${formatCurrency(paidOnPage)}, not the payment's ${formatCurrency(payment.amount)}. Contact billing before reconciling.`}
              />
            ) : null}
          </DetailSection>
        }
        side={
          <DetailSection title="Payment Summary" loading={details.isPending}>
            {payment ? (
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'number', label: 'Check / Reference #', children: payment.checkNumber },
                  {
                    key: 'method',
                    label: 'Payment Method',
                    children: PAYMENT_METHOD_LABEL[payment.paymentMethod],
                  },
                  { key: 'date', label: 'Payment Date', children: formatCalendarDate(payment.paymentDate) },
                  { key: 'payee', label: 'Payee', children: payment.payeeName ?? '—' },
                  { key: 'count', label: 'Invoices', children: payment.invoiceCount },
                  {
                    key: 'amount',
                    label: 'Payment Amount',
                    children: <Typography.Text strong>{formatCurrency(payment.amount)}</Typography.Text>,
                  },
                ]}
              />
            ) : null}
          </DetailSection>
        }
      />
    </RecordPage>
  );
}

// /payments/{checkNumber}/preview: one remittance. The summary (method, date, payee, amount) and the
// invoices and shipments the payment settled, 20 a page (spec 001 §9), with their totals: invoiced
// less fees is what was paid, and on the last page the paid column adds up to the payment's amount.
import { Alert, Descriptions, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { PaymentDetail } from '@trucks/shared-contracts/domain/accounting';
import { PAYMENT_METHOD_LABEL } from '@trucks/shared-contracts/domain/payment-method';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import { Pager } from '@trucks/shared-ui/pager';
import { usePaymentDetails } from '../api/payments';

const toCents = (amount: number) => Math.round(amount * 100) / 100;
const sum = (rows: readonly PaymentDetail[], pick: (row: PaymentDetail) => number) =>
  toCents(rows.reduce((total, row) => total + pick(row), 0));

const DETAIL_COLUMNS: readonly TableColumn<PaymentDetail>[] = [
  { key: 'invoice', title: 'Invoice #', render: (row) => row.invoiceNumber },
  {
    key: 'shipment',
    title: 'Shipment #',
    render: (row) => <Link to={paths.shipmentPreview(row.shipmentNumber)}>{row.shipmentNumber}</Link>,
  },
  {
    key: 'amount',
    title: 'Invoice Amount',
    align: 'end',
    render: (row) => formatCurrency(row.invoiceAmount),
  },
  { key: 'fees', title: 'Fees', align: 'end', render: (row) => formatCurrency(row.fees) },
  { key: 'paid', title: 'Paid', align: 'end', render: (row) => formatCurrency(row.paidAmount) },
];

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
            <Spin spinning={details.isFetching && !details.isPending}>
              <RowTable<PaymentDetail>
                size="small"
                label="Invoices paid"
                rowKey={(row) => `${row.invoiceNumber}-${row.shipmentNumber}`}
                rows={rows}
                columns={DETAIL_COLUMNS}
                empty="No invoices are listed on this payment."
                footer={
                  rows.length ? (
                    <tr>
                      <td colSpan={2}>{allOnOnePage ? 'Total' : `Total of page ${page}`}</td>
                      <td data-align="end">{formatCurrency(sum(rows, (row) => row.invoiceAmount))}</td>
                      <td data-align="end">{formatCurrency(sum(rows, (row) => row.fees))}</td>
                      <td data-align="end">{formatCurrency(paidOnPage)}</td>
                    </tr>
                  ) : null
                }
              />
            </Spin>
            {total > PAGE_SIZE.paymentDetails ? (
              <Pager
                style={{ marginTop: 16 }}
                current={page}
                pageSize={PAGE_SIZE.paymentDetails}
                total={total}
                onChange={(next) =>
                  setParams((current) => {
                    const updated = new URLSearchParams(current);
                    if (next <= 1) updated.delete('page');
                    else updated.set('page', String(next));
                    return updated;
                  })
                }
              />
            ) : null}
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

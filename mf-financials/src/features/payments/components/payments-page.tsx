// /payments: payment remittance ('Payment Remittance' in the navigation), 20 a page (spec 001 §9).
// Views are date windows, the last 3 months by default (the spec's window); picked dates in the
// FILTERS panel replace the window. Each payment is a check or an ACH transfer (001 §4).
import { useLocation, useNavigate, Link } from 'react-router';
import type { Payment } from '@trucks/shared-contracts/domain/accounting';
import { PAYMENT_METHOD_LABEL } from '@trucks/shared-contracts/domain/payment-method';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { PAYMENT_LIST, PAYMENT_WINDOW_LABEL, paymentListPageQueryOptions } from '../api/payments';
import type { PaymentListFilters, PaymentWindow } from '../api/payments';

const VIEWS: readonly ListView<PaymentWindow>[] = (Object.keys(PAYMENT_WINDOW_LABEL) as PaymentWindow[]).map(
  (key) => ({ key, label: PAYMENT_WINDOW_LABEL[key] }),
);

// The filter form (antd's date pickers and form) loads with the FILTERS tab, not with the rows.
const PaymentsFilterForm = lazyPanel(
  () => import('./payments-filters').then((m) => m.PaymentsFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

function paymentColumns(search: string): ListColumn<Payment>[] {
  return [
    {
      key: 'checkNumber',
      title: 'Check / Reference #',
      render: (payment) => (
        <Link to={`${paths.paymentPreview(payment.checkNumber)}${search}`}>{payment.checkNumber}</Link>
      ),
      csv: (payment) => payment.checkNumber,
    },
    {
      key: 'paymentDate',
      title: 'Payment Date',
      render: (payment) => formatCalendarDate(payment.paymentDate),
      csv: (payment) => formatCalendarDate(payment.paymentDate),
    },
    {
      key: 'method',
      title: 'Method',
      render: (payment) => PAYMENT_METHOD_LABEL[payment.paymentMethod],
      csv: (payment) => PAYMENT_METHOD_LABEL[payment.paymentMethod],
    },
    {
      key: 'payee',
      title: 'Payee',
      render: (payment) => payment.payeeName ?? '—',
      csv: (payment) => payment.payeeName ?? '',
    },
    {
      key: 'invoiceCount',
      title: 'Invoices',
      render: (payment) => payment.invoiceCount,
      csv: (payment) => payment.invoiceCount,
    },
    {
      key: 'amount',
      title: 'Amount',
      render: (payment) => formatCurrency(payment.amount),
      csv: (payment) => payment.amount.toFixed(2),
    },
  ];
}

export function PaymentsPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = usePagedList({
    ...PAYMENT_LIST,
    pageQuery: paymentListPageQueryOptions,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const datesPicked = filters.applied.paymentStartDate !== '' || filters.applied.paymentEndDate !== '';
  return (
    <PagedListPage<PaymentListFilters, Payment>
      title="Payments"
      list={list}
      columns={paymentColumns(search)}
      rowKey={(payment) => payment.checkNumber}
      noun={{ one: 'payment', other: 'payments' }}
      emptyMessage={{
        filtered: datesPicked ? 'No payments in these dates' : 'No payments in this window',
        unfiltered: 'No payments in the last 3 months',
      }}
      onOpen={(payment) => void navigate(`${paths.paymentPreview(payment.checkNumber)}${search}`)}
      exportFileName="payments"
      views={<FilterViewList label="Payment views" views={VIEWS} filters={filters} name="window" />}
      filters={<PaymentsFilterForm filters={filters} />}
      preloadFilters={PaymentsFilterForm.preload}
    />
  );
}

// /payments: payment remittance ('Payment Remittance' in the navigation), filtered by payment date; the
// default window is the last 3 months (spec 001 §9).
import dayjs from 'dayjs';
import { PAYMENT_METHOD_LABEL, PaymentMethod } from '@trucks/shared-contracts/domain/payment-method';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  DateRangeFilter,
  FILTER_DATE_FORMAT,
  FilterForm,
  FilterViewList,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type PaymentView = 'all' | `${PaymentMethod}`;
// Views are not shown by the spec: by payment method (check 1, ACH 3).
const VIEWS: readonly ListView<PaymentView>[] = [
  { key: 'all', label: 'All Payments' },
  ...Object.values(PaymentMethod).map((method) => ({
    key: `${method}` as const,
    label: PAYMENT_METHOD_LABEL[method],
  })),
];

type PaymentFilters = { view: string; paymentStartDate: string; paymentEndDate: string };

/** The last 3 months up to today, as the payment filters' default window. */
function defaultPaymentWindow(today = dayjs()): { paymentStartDate: string; paymentEndDate: string } {
  return {
    paymentStartDate: today.subtract(3, 'month').format(FILTER_DATE_FORMAT),
    paymentEndDate: today.format(FILTER_DATE_FORMAT),
  };
}

export function PaymentsPage() {
  const defaults: PaymentFilters = { view: 'all', ...defaultPaymentWindow() };
  const filters = useListFilters(defaults);
  return (
    <ListPage
      title="Payments"
      views={<FilterViewList label="Payment views" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <DateRangeFilter
            label="Payment Dates"
            id="payments-dates"
            filters={filters}
            start="paymentStartDate"
            end="paymentEndDate"
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No payments in these dates"
    >
      {null}
    </ListPage>
  );
}

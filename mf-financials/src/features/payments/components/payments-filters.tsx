// The payment list's FILTERS tab: payment dates, which replace the view's window. Loaded with the tab
// (payments-page.tsx), so that the list's first visit does not download antd's pickers and form.
import { DateRangeFilter, FilterForm } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { PaymentListFilters } from '../api/payments';

export function PaymentsFilterForm({ filters }: { filters: FilterDraft<PaymentListFilters> }) {
  return (
    <FilterForm>
      <DateRangeFilter
        label="Payment Dates"
        id="payments-dates"
        filters={filters}
        start="paymentStartDate"
        end="paymentEndDate"
      />
    </FilterForm>
  );
}

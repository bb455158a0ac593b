// The third-party invoice list's FILTERS form: the load date presets (Range with two date pickers) and
// auditable-only. Loaded with the tab (third-party-invoices-page.tsx), so that the list's first visit
// does not download antd's pickers, radios, checkbox and form.
import {
  THIRD_PARTY_INVOICE_DATE_PRESET_LABEL,
  ThirdPartyInvoiceDatePreset,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { CheckboxFilter, ChoiceFilter, DateFilter, FilterForm } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { ThirdPartyInvoiceFilters } from '../api/third-party-invoice-list';

export function ThirdPartyInvoicesFilterForm({
  filters,
}: {
  filters: FilterDraft<ThirdPartyInvoiceFilters>;
}) {
  return (
    <FilterForm>
      <ChoiceFilter
        label="Load Date"
        id="third-party-date-preset"
        filters={filters}
        name="datePreset"
        labels={THIRD_PARTY_INVOICE_DATE_PRESET_LABEL}
      />
      {filters.draft.datePreset === ThirdPartyInvoiceDatePreset.Range ? (
        <>
          <DateFilter label="From" id="third-party-range-start" filters={filters} name="rangeStart" />
          <DateFilter label="To" id="third-party-range-end" filters={filters} name="rangeEnd" />
        </>
      ) : null}
      <CheckboxFilter label="Auditable only" filters={filters} name="auditableOnly" />
    </FilterForm>
  );
}

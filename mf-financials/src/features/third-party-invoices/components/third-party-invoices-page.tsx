// /third-party-payer-invoices (spec 001 §2): a search box at the top (Enter or the search button
// submits, the clear control resets), quick views each with a count (Action Required, Draft, Received,
// Settled, All), date presets (Today, Yesterday, This Week, Tomorrow, Range with two date pickers), the
// auditable-only filter on by default, 10 skeleton cards while loading, 'No Matching Invoices Found'.
import { Input } from 'antd';
import { useSearchParams } from 'react-router';
import {
  THIRD_PARTY_INVOICE_DATE_PRESET_LABEL,
  THIRD_PARTY_INVOICE_VIEW_LABEL,
  ThirdPartyInvoiceDatePreset,
  ThirdPartyInvoiceView,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  CheckboxFilter,
  ChoiceFilter,
  DateFilter,
  FilterForm,
  FilterViewList,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

const NO_MATCHING_INVOICES = 'No Matching Invoices Found';

type ThirdPartyInvoiceFilters = {
  view: string;
  datePreset: string;
  rangeStart: string;
  rangeEnd: string;
  auditableOnly: string;
};
const DEFAULT_FILTERS: ThirdPartyInvoiceFilters = {
  view: ThirdPartyInvoiceView.ActionRequired,
  datePreset: '',
  rangeStart: '',
  rangeEnd: '',
  auditableOnly: 'true',
};

export function ThirdPartyInvoicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useListFilters(DEFAULT_FILTERS);
  const { draft } = filters;
  // Frame only: the counter queries are not read yet, so each view's count slot stays empty.
  const views: readonly ListView<ThirdPartyInvoiceView>[] = Object.values(ThirdPartyInvoiceView).map(
    (view) => ({
      key: view,
      label: THIRD_PARTY_INVOICE_VIEW_LABEL[view],
    }),
  );
  const rangeIncomplete =
    draft.datePreset === ThirdPartyInvoiceDatePreset.Range && (!draft.rangeStart || !draft.rangeEnd);

  const search = (text: string) => {
    const next = new URLSearchParams(params);
    if (text.trim()) next.set('query', text.trim());
    else next.delete('query');
    setParams(next);
  };

  return (
    <ListPage
      title="Third Party Payer Invoices"
      actions={
        <Input.Search
          aria-label="Search invoices"
          placeholder="Search invoices"
          allowClear
          defaultValue={params.get('query') ?? ''}
          onSearch={search}
          enterButton
          style={{ width: 320 }}
        />
      }
      views={<FilterViewList label="Invoice views" views={views} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <ChoiceFilter
            label="Date"
            id="third-party-date-preset"
            filters={filters}
            name="datePreset"
            labels={THIRD_PARTY_INVOICE_DATE_PRESET_LABEL}
          />
          {draft.datePreset === ThirdPartyInvoiceDatePreset.Range ? (
            <>
              <DateFilter label="From" id="third-party-range-start" filters={filters} name="rangeStart" />
              <DateFilter label="To" id="third-party-range-end" filters={filters} name="rangeEnd" />
            </>
          ) : null}
          <CheckboxFilter label="Auditable only" filters={filters} name="auditableOnly" />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      applyDisabled={rangeIncomplete}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage={NO_MATCHING_INVOICES}
    >
      {null}
    </ListPage>
  );
}

// /third-party-payer-invoices (spec 001 §2): a search box at the top (Enter or the search button
// submits, the clear control resets), quick views each with a count (Action Required, Draft, Received,
// Settled, All), date presets (Today, Yesterday, This Week, Tomorrow, Range with two date pickers), the
// auditable-only filter on by default, 10 skeleton cards while loading, 'No Matching Invoices Found'.
import { Checkbox, DatePicker, Input, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import {
  THIRD_PARTY_INVOICE_DATE_PRESET_LABEL,
  THIRD_PARTY_INVOICE_VIEW_LABEL,
  ThirdPartyInvoiceDatePreset,
  ThirdPartyInvoiceView,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

export const NO_MATCHING_INVOICES = 'No Matching Invoices Found';

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

function datePickerValue(value: string) {
  return value ? dayjs(value) : null;
}

export function ThirdPartyInvoicesPage() {
  const [params, setParams] = useSearchParams();
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  // The counts come with the counter queries of the API client (a later issue); until then each view's
  // count slot stays empty.
  const views: readonly ListView<ThirdPartyInvoiceView>[] = Object.values(ThirdPartyInvoiceView).map((view) => ({
    key: view,
    label: THIRD_PARTY_INVOICE_VIEW_LABEL[view],
  }));
  const rangeIncomplete = draft.datePreset === ThirdPartyInvoiceDatePreset.Range && (!draft.rangeStart || !draft.rangeEnd);

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
      views={
        <ViewList label="Invoice views" views={views} selected={applied.view as ThirdPartyInvoiceView} onSelect={(view) => applyNow('view', view)} />
      }
      filters={
        <FilterForm>
          <FilterField label="Date" htmlFor="third-party-date-preset">
            <Radio.Group id="third-party-date-preset" value={draft.datePreset} onChange={(e) => setDraft('datePreset', e.target.value as string)}>
              <Space orientation="vertical">
                {Object.values(ThirdPartyInvoiceDatePreset).map((preset) => (
                  <Radio key={preset} value={preset}>
                    {THIRD_PARTY_INVOICE_DATE_PRESET_LABEL[preset]}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </FilterField>
          {draft.datePreset === ThirdPartyInvoiceDatePreset.Range ? (
            <>
              <FilterField label="From" htmlFor="third-party-range-start">
                <DatePicker
                  id="third-party-range-start"
                  style={{ width: '100%' }}
                  value={datePickerValue(draft.rangeStart)}
                  onChange={(date) => setDraft('rangeStart', date ? date.format('YYYY-MM-DD') : '')}
                />
              </FilterField>
              <FilterField label="To" htmlFor="third-party-range-end">
                <DatePicker
                  id="third-party-range-end"
                  style={{ width: '100%' }}
                  value={datePickerValue(draft.rangeEnd)}
                  onChange={(date) => setDraft('rangeEnd', date ? date.format('YYYY-MM-DD') : '')}
                />
              </FilterField>
            </>
          ) : null}
          <Checkbox checked={draft.auditableOnly === 'true'} onChange={(e) => setDraft('auditableOnly', String(e.target.checked))}>
            Auditable only
          </Checkbox>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      applyDisabled={rangeIncomplete}
      // Invoices arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage={NO_MATCHING_INVOICES}
    >
      {null}
    </ListPage>
  );
}

// /rates: rate requests brokers send this carrier to quote (spec 000 §2, §4; 'Rate Requests' in the
// navigation, titled by its path).
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import { TENDER_RESPONSE_STATUS_LABEL, TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

type RateRequestView = TenderResponseStatus | 'All';

// Sent requests are the open ones (the navigation badge counts them), so they open first.
const VIEWS: readonly ListView<RateRequestView>[] = [
  ...(Object.values(TenderResponseStatus).map((status) => ({ key: status, label: TENDER_RESPONSE_STATUS_LABEL[status] }))),
  { key: 'All', label: 'All' },
];

type RateRequestFilters = { status: string; shipmentNumber: string; rateType: string; requestedStart: string; requestedEnd: string };
const DEFAULT_FILTERS: RateRequestFilters = {
  status: TenderResponseStatus.Sent,
  shipmentNumber: '',
  rateType: '',
  requestedStart: '',
  requestedEnd: '',
};

export function RateRequestsPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Rates"
      views={
        <ViewList label="Rate request status" views={VIEWS} selected={applied.status as RateRequestView} onSelect={(status) => applyNow('status', status)} />
      }
      filters={
        <FilterForm>
          <FilterField label="Shipment #" htmlFor="rates-shipment-number">
            <Input id="rates-shipment-number" value={draft.shipmentNumber} onChange={(e) => setDraft('shipmentNumber', e.target.value.trim())} />
          </FilterField>
          <FilterField label="Rate Type" htmlFor="rates-rate-type">
            <Select
              id="rates-rate-type"
              allowClear
              placeholder="Any"
              options={optionsOf(RATE_TYPE_LABEL)}
              value={draft.rateType || undefined}
              onChange={(value?: string) => setDraft('rateType', value ?? '')}
            />
          </FilterField>
          <FilterField label="Requested" htmlFor="rates-requested-dates">
            <DatePicker.RangePicker
              id={{ start: 'rates-requested-dates' }}
              style={{ width: '100%' }}
              value={draft.requestedStart && draft.requestedEnd ? [dayjs(draft.requestedStart), dayjs(draft.requestedEnd)] : null}
              onChange={(range) => {
                setDraft('requestedStart', range?.[0]?.format('YYYY-MM-DD') ?? '');
                setDraft('requestedEnd', range?.[1]?.format('YYYY-MM-DD') ?? '');
              }}
            />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Rate requests arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No rate requests found"
    >
      {null}
    </ListPage>
  );
}

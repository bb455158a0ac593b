// /tenders: loads shippers tender to this carrier, to accept or counter (spec 000 §2, §4).
import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { TENDER_RESPONSE_STATUS_LABEL, TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type TenderView = TenderResponseStatus | 'All';

// The status filter of the spec (Sent included); Sent, the tenders awaiting an answer, opens first,
// as the side navigation's badge counts them.
const VIEWS: readonly ListView<TenderView>[] = [
  ...(Object.values(TenderResponseStatus).map((status) => ({ key: status, label: TENDER_RESPONSE_STATUS_LABEL[status] }))),
  { key: 'All', label: 'All' },
];

type TenderFilters = { status: string; shipmentNumber: string; pickupStart: string; pickupEnd: string };
const DEFAULT_FILTERS: TenderFilters = { status: TenderResponseStatus.Sent, shipmentNumber: '', pickupStart: '', pickupEnd: '' };

export function TendersPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Tenders"
      views={<ViewList label="Tender status" views={VIEWS} selected={applied.status as TenderView} onSelect={(status) => applyNow('status', status)} />}
      filters={
        <FilterForm>
          <FilterField label="Shipment #" htmlFor="tenders-shipment-number">
            <Input id="tenders-shipment-number" value={draft.shipmentNumber} onChange={(e) => setDraft('shipmentNumber', e.target.value.trim())} />
          </FilterField>
          <FilterField label="Pickup Dates" htmlFor="tenders-pickup-dates">
            <DatePicker.RangePicker
              id={{ start: 'tenders-pickup-dates' }}
              style={{ width: '100%' }}
              value={draft.pickupStart && draft.pickupEnd ? [dayjs(draft.pickupStart), dayjs(draft.pickupEnd)] : null}
              onChange={(range) => {
                setDraft('pickupStart', range?.[0]?.format('YYYY-MM-DD') ?? '');
                setDraft('pickupEnd', range?.[1]?.format('YYYY-MM-DD') ?? '');
              }}
            />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Tenders arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No tenders found"
    >
      {null}
    </ListPage>
  );
}

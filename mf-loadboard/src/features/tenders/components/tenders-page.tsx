// /tenders: loads shippers tender to this carrier, to accept or counter (spec 000 §2, §4).
import {
  TENDER_RESPONSE_STATUS_LABEL,
  TenderResponseStatus,
} from '@trucks/shared-contracts/domain/tender-response-status';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  DateRangeFilter,
  FilterForm,
  FilterViewList,
  TextFilter,
  trimmed,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type TenderView = TenderResponseStatus | 'All';

// The status filter of the spec (Sent included); Sent, the tenders awaiting an answer, opens first,
// as the side navigation's badge counts them.
const VIEWS: readonly ListView<TenderView>[] = [
  ...Object.values(TenderResponseStatus).map((status) => ({
    key: status,
    label: TENDER_RESPONSE_STATUS_LABEL[status],
  })),
  { key: 'All', label: 'All' },
];

type TenderFilters = { status: string; shipmentNumber: string; pickupStart: string; pickupEnd: string };
const DEFAULT_FILTERS: TenderFilters = {
  status: TenderResponseStatus.Sent,
  shipmentNumber: '',
  pickupStart: '',
  pickupEnd: '',
};

export function TendersPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Tenders"
      views={<FilterViewList label="Tender status" views={VIEWS} filters={filters} name="status" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Shipment #"
            id="tenders-shipment-number"
            filters={filters}
            name="shipmentNumber"
            normalize={trimmed}
          />
          <DateRangeFilter
            label="Pickup Dates"
            id="tenders-pickup-dates"
            filters={filters}
            start="pickupStart"
            end="pickupEnd"
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No tenders found"
    >
      {null}
    </ListPage>
  );
}

// /rates: rate requests brokers send this carrier to quote (spec 000 §2, §4; 'Rate Requests' in the
// navigation, titled by its path).
import { RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import {
  TENDER_RESPONSE_STATUS_LABEL,
  TenderResponseStatus,
} from '@trucks/shared-contracts/domain/tender-response-status';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  DateRangeFilter,
  FilterForm,
  FilterViewList,
  SelectFilter,
  TextFilter,
  trimmed,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type RateRequestView = TenderResponseStatus | 'All';

// Sent requests are the open ones (the navigation badge counts them), so they open first.
const VIEWS: readonly ListView<RateRequestView>[] = [
  ...Object.values(TenderResponseStatus).map((status) => ({
    key: status,
    label: TENDER_RESPONSE_STATUS_LABEL[status],
  })),
  { key: 'All', label: 'All' },
];

type RateRequestFilters = {
  status: string;
  shipmentNumber: string;
  rateType: string;
  requestedStart: string;
  requestedEnd: string;
};
const DEFAULT_FILTERS: RateRequestFilters = {
  status: TenderResponseStatus.Sent,
  shipmentNumber: '',
  rateType: '',
  requestedStart: '',
  requestedEnd: '',
};

export function RateRequestsPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Rates"
      views={<FilterViewList label="Rate request status" views={VIEWS} filters={filters} name="status" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Shipment #"
            id="rates-shipment-number"
            filters={filters}
            name="shipmentNumber"
            normalize={trimmed}
          />
          <SelectFilter
            label="Rate Type"
            id="rates-rate-type"
            filters={filters}
            name="rateType"
            labels={RATE_TYPE_LABEL}
          />
          <DateRangeFilter
            label="Requested"
            id="rates-requested-dates"
            filters={filters}
            start="requestedStart"
            end="requestedEnd"
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No rate requests found"
    >
      {null}
    </ListPage>
  );
}

// /reloads: the Load Board's reload search (spec 000 §2, §3). The search lives in the query string
// (originRadius, destinationRadius, dateStart/dateEnd, includePartials, orderBy) beside reloadShipment,
// the load whose destination the reloads start from, so a search can be linked and reopened.
import { InputNumber, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ReloadOrderBy } from '@trucks/shared-contracts/domain/reload-search';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  CheckboxFilter,
  DateRangeFilter,
  FilterField,
  FilterForm,
  FilterViewList,
} from '@trucks/shared-ui/list-panel';
import type { FilterDraft, ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

// The order-by values are ours (the spec names the parameter only); the views tab orders the results.
const ORDER_VIEWS: readonly ListView<ReloadOrderBy>[] = [
  { key: ReloadOrderBy.DeadHead, label: 'Closest Pickup (Deadhead)' },
  { key: ReloadOrderBy.PickupDate, label: 'Pickup Date' },
  { key: ReloadOrderBy.Rate, label: 'Highest Rate' },
  { key: ReloadOrderBy.RatePerMile, label: 'Highest Rate Per Mile' },
];

type ReloadFilters = {
  orderBy: string;
  originRadius: string;
  destinationRadius: string;
  dateStart: string;
  dateEnd: string;
  includePartials: string;
};

const DEFAULT_FILTERS: ReloadFilters = {
  orderBy: ReloadOrderBy.DeadHead,
  originRadius: '',
  destinationRadius: '',
  dateStart: '',
  dateEnd: '',
  includePartials: 'false',
};

interface RadiusFilterProps {
  label: string;
  id: string;
  filters: FilterDraft<ReloadFilters>;
  name: 'originRadius' | 'destinationRadius';
}

/** A radius in whole miles; empty means any distance. */
function RadiusFilter({ label, id, filters, name }: RadiusFilterProps) {
  const miles = filters.draft[name];
  return (
    <FilterField label={label} htmlFor={id}>
      <InputNumber
        id={id}
        min={0}
        style={{ width: '100%' }}
        value={miles === '' ? null : Number(miles)}
        onChange={(value) => filters.setDraft(name, value === null ? '' : String(value))}
      />
    </FilterField>
  );
}

export function ReloadsPage() {
  const [params] = useSearchParams();
  const reloadShipment = params.get('reloadShipment');
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Reloads"
      actions={
        reloadShipment ? (
          <Typography.Text type="secondary">Reloads for shipment #{reloadShipment}</Typography.Text>
        ) : undefined
      }
      views={<FilterViewList label="Order reloads by" views={ORDER_VIEWS} filters={filters} name="orderBy" />}
      filters={
        <FilterForm>
          <RadiusFilter
            label="Origin Radius (miles)"
            id="reloads-origin-radius"
            filters={filters}
            name="originRadius"
          />
          <RadiusFilter
            label="Destination Radius (miles)"
            id="reloads-destination-radius"
            filters={filters}
            name="destinationRadius"
          />
          <DateRangeFilter
            label="Pickup Dates"
            id="reloads-date-range"
            filters={filters}
            start="dateStart"
            end="dateEnd"
          />
          <CheckboxFilter label="Include partials" filters={filters} name="includePartials" />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage={
        reloadShipment ? `No reloads found for shipment #${reloadShipment}` : 'No reloads match this search'
      }
    >
      {null}
    </ListPage>
  );
}

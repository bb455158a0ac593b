// /available-freight: the load board's list of loads a carrier can book or offer on.
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { ListPage } from '@trucks/shared-ui/list-page';
import {
  CheckboxFilter,
  DateFilter,
  FilterForm,
  FilterViewList,
  SelectFilter,
  TextFilter,
} from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type AvailableFreightView = 'all' | 'bookItNow';

// The spec names no views for this list; a carrier mostly wants every load or only the ones with a
// Book It Now rate (bookItNowRate), which can be booked at once.
const VIEWS: readonly ListView<AvailableFreightView>[] = [
  { key: 'all', label: 'All Loads' },
  { key: 'bookItNow', label: 'Book It Now' },
];

type AvailableFreightFilters = {
  view: string;
  origin: string;
  destination: string;
  pickupDate: string;
  equipmentMode: string;
  includePartials: string;
};

const DEFAULT_FILTERS: AvailableFreightFilters = {
  view: 'all',
  origin: '',
  destination: '',
  pickupDate: '',
  equipmentMode: '',
  includePartials: 'true',
};

export function AvailableFreightPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Available Freight"
      views={<FilterViewList label="Load views" views={VIEWS} filters={filters} name="view" />}
      filters={
        <FilterForm>
          <TextFilter
            label="Origin"
            id="available-freight-origin"
            placeholder="City, State"
            filters={filters}
            name="origin"
          />
          <TextFilter
            label="Destination"
            id="available-freight-destination"
            placeholder="City, State"
            filters={filters}
            name="destination"
          />
          <DateFilter
            label="Pickup Date"
            id="available-freight-pickup-date"
            filters={filters}
            name="pickupDate"
          />
          <SelectFilter
            label="Equipment Mode"
            id="available-freight-equipment-mode"
            filters={filters}
            name="equipmentMode"
            labels={EQUIPMENT_MODE_LABEL}
          />
          <CheckboxFilter label="Include partials" filters={filters} name="includePartials" />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No loads match these filters"
    >
      {null}
    </ListPage>
  );
}

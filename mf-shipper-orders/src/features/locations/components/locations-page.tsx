// /locations: the shipper's locations in four lists the spec implies (company, all, quotable, EDI), as
// views; filters by name, location type and postal code.
import { LOCATION_TYPE_LABEL } from '@trucks/shared-contracts/domain/location-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterForm, FilterViewList, SelectFilter, TextFilter, trimmed } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type LocationList = 'company' | 'all' | 'quotable' | 'edi';
const VIEWS: readonly ListView<LocationList>[] = [
  { key: 'company', label: 'Company Locations' },
  { key: 'all', label: 'All Locations' },
  { key: 'quotable', label: 'Quotable Locations' },
  { key: 'edi', label: 'EDI Locations' },
];

type LocationFilters = { list: string; name: string; locationType: string; postalCode: string };
const DEFAULT_FILTERS: LocationFilters = { list: 'company', name: '', locationType: '', postalCode: '' };

export function LocationsPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Locations"
      views={<FilterViewList label="Location lists" views={VIEWS} filters={filters} name="list" />}
      filters={
        <FilterForm>
          <TextFilter label="Name" id="locations-name" filters={filters} name="name" />
          <SelectFilter
            label="Location Type"
            id="locations-type"
            filters={filters}
            name="locationType"
            labels={LOCATION_TYPE_LABEL}
          />
          <TextFilter
            label="Postal Code"
            id="locations-postal-code"
            filters={filters}
            name="postalCode"
            normalize={trimmed}
          />
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No locations found"
    >
      {null}
    </ListPage>
  );
}

// /locations: the shipper's locations in four lists the spec implies (company, all, quotable, EDI), as
// views; filters by name, location type and postal code.
import { Input, Select } from 'antd';
import { LOCATION_TYPE_LABEL } from '@trucks/shared-contracts/domain/location-type';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { optionsOf } from '../../../ui/label-options';

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
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Locations"
      views={<ViewList label="Location lists" views={VIEWS} selected={applied.list as LocationList} onSelect={(list) => applyNow('list', list)} />}
      filters={
        <FilterForm>
          <FilterField label="Name" htmlFor="locations-name">
            <Input id="locations-name" value={draft.name} onChange={(e) => setDraft('name', e.target.value)} />
          </FilterField>
          <FilterField label="Location Type" htmlFor="locations-type">
            <Select
              id="locations-type"
              allowClear
              placeholder="Any"
              options={optionsOf(LOCATION_TYPE_LABEL)}
              value={draft.locationType || undefined}
              onChange={(value?: string) => setDraft('locationType', value ?? '')}
            />
          </FilterField>
          <FilterField label="Postal Code" htmlFor="locations-postal-code">
            <Input id="locations-postal-code" value={draft.postalCode} onChange={(e) => setDraft('postalCode', e.target.value.trim())} />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Locations arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No locations found"
    >
      {null}
    </ListPage>
  );
}

// /locations: the shipper's locations in the four lists the spec implies (001 §2: company, all,
// quotable, EDI) as views, 10 a page for the short lists and 50 for EDI (001 §9), searched from the
// top bar (name, number, address, postal code, EDI code). 'New Location' opens the location drawer.
import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { LOCATION_TYPE_LABEL } from '@trucks/shared-contracts/domain/location-type';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel, useOpenedOnDemand } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { LOCATION_LISTS, locationPageQuery } from '../api/location-lists';
import type { LocationFilters, LocationList } from '../api/location-lists';

const VIEWS: readonly ListView<LocationList>[] = [
  { key: 'company', label: 'Company Locations' },
  { key: 'all', label: 'All Locations' },
  { key: 'quotable', label: 'Quotable Locations' },
  { key: 'edi', label: 'EDI Locations' },
];

// The filter form (antd's form) loads with the FILTERS tab, not with the list's rows: a first visit
// downloads what the rows need.
const LocationsFilterForm = lazyPanel(
  () => import('./locations-filters').then((m) => m.LocationsFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

// The location drawer (antd's form, selects, number fields) loads when 'New Location' is first used.
const LOCATION_DRAWER = lazyPanel(
  () => import('./location-drawer').then((m) => m.LocationDrawer),
  'Loading the location form',
  'The location form could not be loaded.',
);

/** Why the list is empty: a search that matched nothing, or a list with nothing on it yet. */
function emptyMessageOf(filters: LocationFilters): string {
  if (filters.q.trim()) return 'No Matching Locations Found';
  if (filters.list === 'edi') return 'No locations with EDI codes yet';
  if (filters.list === 'quotable')
    return 'No quotable locations yet: a location is quotable once it is geocoded';
  return 'No locations yet';
}

const address = (location: Location) =>
  `${location.addressLine1}${location.addressLine2 ? `, ${location.addressLine2}` : ''}, ${location.city}, ${location.province} ${location.postalCode}`;

const flags = (location: Location) =>
  [
    location.isAppointmentRequired ? 'Appointment required' : undefined,
    location.lumpersAvailable ? 'Lumpers' : undefined,
    location.overnightParking ? 'Overnight parking' : undefined,
  ].filter((flag): flag is string => Boolean(flag));

const COLUMNS: ListColumn<Location>[] = [
  {
    key: 'name',
    title: 'Name',
    render: (location) => (
      <Flex gap={6} wrap align="center">
        <Typography.Text strong>{location.name}</Typography.Text>
        {location.isPrimaryLocation ? <Tag color="blue">Primary</Tag> : null}
      </Flex>
    ),
    csv: (location) => location.name,
  },
  {
    key: 'number',
    title: 'Number',
    width: 110,
    render: (l) => l.locationNumber,
    csv: (l) => l.locationNumber,
  },
  { key: 'address', title: 'Address', render: address, csv: address },
  {
    key: 'type',
    title: 'Type',
    width: 140,
    render: (l) => LOCATION_TYPE_LABEL[l.locationType],
    csv: (l) => LOCATION_TYPE_LABEL[l.locationType],
  },
  {
    key: 'edi',
    title: 'EDI Codes',
    width: 120,
    render: (l) => l.ediCodes.join(', ') || '—',
    csv: (l) => l.ediCodes.join('; '),
  },
  {
    key: 'flags',
    title: 'Dock',
    render: (l) => (
      <Flex gap={4} wrap>
        {flags(l).map((flag) => (
          <Tag key={flag}>{flag}</Tag>
        ))}
      </Flex>
    ),
    csv: (l) => flags(l).join('; '),
  },
];

export function LocationsPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const drawer = useOpenedOnDemand(LOCATION_DRAWER);
  const list = usePagedList({
    ...LOCATION_LISTS,
    pageQuery: locationPageQuery,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const open = (location: Location) => void navigate(paths.locationPreview(location.locationNumber));
  return (
    <PagedListPage
      title="Locations"
      list={list}
      columns={COLUMNS}
      rowKey={(location) => location.id}
      noun={{ one: 'location', other: 'locations' }}
      emptyMessage={{
        filtered: emptyMessageOf(filters.applied),
        unfiltered: emptyMessageOf(filters.applied),
      }}
      onOpen={open}
      exportFileName="locations"
      actions={
        <>
          <ListSearchBox label="Search locations" filters={filters} name="q" />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            loading={drawer.loading}
            onClick={() => drawer.open(() => setCreating(true))}
            onPointerEnter={drawer.preload}
            onFocus={drawer.preload}
          >
            New Location
          </Button>
        </>
      }
      views={<FilterViewList label="Location lists" views={VIEWS} filters={filters} name="list" />}
      filters={<LocationsFilterForm filters={filters} />}
      preloadFilters={LocationsFilterForm.preload}
    >
      {drawer.Part ? (
        <drawer.Part
          open={creating}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            open(saved);
          }}
        />
      ) : null}
    </PagedListPage>
  );
}

// Type tests of usePagedList and PagedListPage (checked by the package's typecheck, not run by jest):
// the filters, the rows and the columns of one list agree, or the list does not compile.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { PagedListPage, usePagedList } from './paged-list';
import type { ListColumn, ListPageRequest } from './paged-list';
import { apiQueryOptions } from './use-api';
import { expectType } from './type-assertions';
import type { Equal } from './type-assertions';

const LOCATION_FILTERS = { q: '', scope: 'company' };
type LocationFilters = typeof LOCATION_FILTERS;

const locationListOptions = ({ filters, page, pageSize }: ListPageRequest<LocationFilters>) => {
  const query = { search: filters.q, page, pageSize };
  return apiQueryOptions(API.shipper.findLocations, queryKeys.locations.list(query), { query });
};

const columns: ListColumn<Location>[] = [
  { key: 'name', title: 'Name', render: (location) => location.name, csv: (location) => location.name },
];

/** @public A type test: exported so that it is not an unused local; nothing imports it. */
export function LocationsList() {
  const list = usePagedList({
    defaults: LOCATION_FILTERS,
    pageSize: 25,
    pageQuery: locationListOptions,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  // The filters are the defaults' shape, the rows the answer's items.
  expectType<Equal<typeof list.filters.applied, LocationFilters>>(true);
  expectType<Equal<typeof list.request.filters, LocationFilters>>(true);
  expectType<Equal<NonNullable<typeof list.rows>['items'], readonly Location[]>>(true);
  expectType<Equal<Awaited<ReturnType<typeof list.readAll>>, Location[]>>(true);

  return (
    <PagedListPage
      title="Locations"
      views={null}
      filters={null}
      list={list}
      columns={columns}
      rowKey={(location) => location.id}
      noun={{ one: 'location', other: 'locations' }}
      emptyMessage={{ filtered: 'No matching locations', unfiltered: 'No locations yet' }}
      onOpen={(_location) => expectType<Equal<typeof _location, Location>>(true)}
    />
  );
}

/** @public A type test: exported so that it is not an unused local; nothing imports it. */
export function WrongUses() {
  usePagedList({
    // @ts-expect-error filters are query-string text: a number is not a filter value
    defaults: { page: 1 },
    pageSize: 25,
    pageQuery: () =>
      locationListOptions({ filters: LOCATION_FILTERS, page: 1, pageSize: 25, sort: undefined }),
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });

  usePagedList({
    defaults: LOCATION_FILTERS,
    pageSize: 25,
    pageQuery: locationListOptions,
    // @ts-expect-error a page of locations has `data`, not `items`
    rowsOf: (page) => ({ items: page.items, total: page.totalCount }),
  });

  const list = usePagedList({
    defaults: LOCATION_FILTERS,
    pageSize: 25,
    pageQuery: locationListOptions,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const orderColumns: ListColumn<{ orderNumber: string }>[] = [
    { key: 'order', title: 'Order', render: (order) => order.orderNumber },
  ];
  return (
    <PagedListPage
      title="Locations"
      views={null}
      filters={null}
      // @ts-expect-error the list's rows are locations, the columns are of orders
      list={list}
      columns={orderColumns}
      rowKey={(order) => order.orderNumber}
      noun={{ one: 'location', other: 'locations' }}
      emptyMessage={{ filtered: 'No matching locations', unfiltered: 'No locations yet' }}
    />
  );
}

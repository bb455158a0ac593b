// The locations page's lists (spec 001 §2 'some location lists': company, all, quotable, EDI): the
// filters as the address keeps them, their defaults, each list's page size (001 §9) and its calls
// (locations.find, locations.quotableIndex, locations.edi). The page and its FILTERS form both import
// the filters from here, never each other.
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { PageQuery } from '@trucks/shared-contracts/domain/paged-list';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { locationListQueryOptions } from '../../../api/locations';

export type LocationList = 'company' | 'all' | 'quotable' | 'edi';

export type LocationFilters = { list: string; q: string };
const DEFAULT_FILTERS: LocationFilters = { list: 'company', q: '' };

/** EDI locations 50 a page; the other location lists 10 (spec 001 §9). */
const pageSizeOf = (list: string) => (list === 'edi' ? PAGE_SIZE.ediLocations : PAGE_SIZE.locationLists);

/** The lists' filters' defaults; the page size follows the list chosen (the pager must know it first). */
export const LOCATION_LISTS = {
  defaults: DEFAULT_FILTERS,
  pageSize: (filters: LocationFilters) => pageSizeOf(filters.list),
};

type ListQuery = PageQuery & { search?: string };

const ediLocationsQueryOptions = (query: ListQuery) =>
  apiQueryOptions(shipperAreaCalls.ediLocations, queryKeys.locations.list({ list: 'edi', ...query }), {
    query,
  });

const quotableLocationsQueryOptions = (query: ListQuery) =>
  apiQueryOptions(
    shipperAreaCalls.quotableLocations,
    queryKeys.locations.list({ list: 'quotable', ...query }),
    {
      query,
    },
  );

/** One page of the list chosen, as the address asks for it (usePagedList's pageQuery). */
export function locationPageQuery({ filters, page, pageSize }: ListPageRequest<LocationFilters>) {
  const search = filters.q.trim();
  const query = { ...(search ? { search } : {}), page, pageSize };
  if (filters.list === 'edi') return ediLocationsQueryOptions(query);
  if (filters.list === 'quotable') return quotableLocationsQueryOptions(query);
  return locationListQueryOptions({ scope: filters.list === 'all' ? 'all' : 'company', ...query });
}

// The location finder (spec 001 §7 'Locations: find company or all'): the locations list and the
// order form's stop picker read it, so it lives here, below both features.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import type { LocationQuery } from '@trucks/shared-contracts/api/catalogue/shipper';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const locationListQueryOptions = (query: LocationQuery) =>
  apiQueryOptions(shipperAreaCalls.findLocations, queryKeys.locations.list(query), { query });

/** The address book searched by the order form's stop picker (10 a page, spec 001 §9). */
export const useLocationSearch = (search: string) =>
  useQuery({
    ...locationListQueryOptions({
      scope: 'all',
      ...(search.trim() ? { search: search.trim() } : {}),
      page: 1,
      pageSize: PAGE_SIZE.locationLists,
    }),
    placeholderData: keepPreviousData,
  });

/**
 * The address book for the order list's location filter: its first 50 locations (company sites
 * first, then by name), as a label map by location number.
 */
export const useAddressBookLabels = () =>
  useQuery({
    ...locationListQueryOptions({ scope: 'all', page: 1, pageSize: PAGE_SIZE.searches }),
    select: (page) =>
      Object.fromEntries(
        page.data.map((location) => [
          location.locationNumber,
          `${location.name} (${location.city}, ${location.province})`,
        ]),
      ),
  });

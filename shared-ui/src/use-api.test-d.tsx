// Type tests of apiQueryOptions (checked by the package's typecheck, not run by jest).
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import { apiQueryOptions } from './use-api';
import { expectType } from './type-assertions';
import type { Equal } from './type-assertions';

const query = { scope: 'company', page: 1, pageSize: 25 } as const;

// The data type comes from the catalogue entry.
/** @public A type test: exported so that it is not an unused local; nothing imports it. */
export function useLocations() {
  const locations = useQuery(
    apiQueryOptions(API.shipper.findLocations, queryKeys.locations.list(query), { query }),
  );
  expectType<Equal<typeof locations.data, PagedList<Location> | undefined>>(true);
  return locations;
}

// `select` changes the data a hook returns, not what the request answers.
/** @public A type test: exported so that it is not an unused local; nothing imports it. */
export function useLocationNames() {
  const names = useQuery(
    apiQueryOptions(
      API.shipper.findLocations,
      queryKeys.locations.list(query),
      { query },
      { select: (page) => page.data.map((location) => location.name) },
    ),
  );
  expectType<Equal<typeof names.data, string[] | undefined>>(true);
  expectType<Equal<typeof names.error, ApiError | null>>(true);
  return names;
}

// A call's params are required where its path has them.
apiQueryOptions(API.shipper.getLocation, queryKeys.locations.detail('L-1'), { params: { id: 'L-1' } });
// @ts-expect-error getLocation's path needs its id
apiQueryOptions(API.shipper.getLocation, queryKeys.locations.detail('L-1'), {});

// The query is the call's own.
// @ts-expect-error findLocations has no `orderNumber` filter
apiQueryOptions(API.shipper.findLocations, queryKeys.locations.list(), { query: { orderNumber: 'O-1' } });

// `select` reads the call's response, not another.
apiQueryOptions(
  API.shipper.findLocations,
  queryKeys.locations.list(query),
  { query },
  // @ts-expect-error a page of locations has no `items` (that envelope is the contacts')
  { select: (page) => page.items },
);

// The calls of one location (spec 001 §7 'Locations: ... get, create, update, dock schedule create and
// update'; 'Contacts: ... company contacts by companyNumber; create'). The lists' calls are in
// location-lists.ts; the finder the order form shares is in src/api/locations.ts.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@trucks/shared-contracts/api/client';
import { contactCalls } from '@trucks/shared-contracts/api/catalogue/contacts';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import type { SearchQuery } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';
import { locationListQueryOptions } from '../../../api/locations';

const locationQueryOptions = (id: string) =>
  apiQueryOptions(shipperAreaCalls.getLocation, queryKeys.locations.detail(id), { params: { id } });

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The location a page's address names: by its number ('LOC20086', the route's `locationNumber`),
 * found in the address book and then read by its id; an id (links made before) is read directly.
 * A number the address book does not hold is a 404, as the API answers an unknown id.
 */
export function useLocationOfAddress(segment: string) {
  const byId = GUID.test(segment);
  const number = segment.trim().toUpperCase();
  const found = useQuery({
    ...locationListQueryOptions({ scope: 'all', search: number, page: 1, pageSize: PAGE_SIZE.locationLists }),
    enabled: !byId,
    select: (page) => page.data.find((l) => l.locationNumber.toUpperCase() === number)?.id ?? null,
  });
  const id = byId ? segment : (found.data ?? '');
  const location = useQuery({ ...locationQueryOptions(id), enabled: id !== '' });
  const missing =
    found.data === null
      ? new ApiError({
          kind: 'http',
          status: 404,
          callId: shipperAreaCalls.findLocations.id,
          message: `Location ${segment} was not found.`,
        })
      : null;
  return {
    data: location.data,
    isPending: !missing && !found.error && location.isPending,
    error: missing ?? found.error ?? location.error,
    refetch: () => (byId || found.data ? location.refetch() : found.refetch()),
  };
}

export const useCreateLocation = () => useApiMutation(shipperAreaCalls.createLocation);

export const useUpdateLocation = () => useApiMutation(shipperAreaCalls.updateLocation);

const dockScheduleQueryOptions = (id: string) =>
  apiQueryOptions(shipperAreaCalls.getDockSchedule, queryKeys.locations.part(id, 'dockSchedule'), {
    params: { id },
  });

export const useDockSchedule = (id: string) => useQuery(dockScheduleQueryOptions(id));

export const useCreateDockSchedule = () => useApiMutation(shipperAreaCalls.createDockSchedule);

export const useUpdateDockSchedule = () => useApiMutation(shipperAreaCalls.updateDockSchedule);

const companyContactsQueryOptions = (companyNumber: string, query: SearchQuery) =>
  apiQueryOptions(contactCalls.companyContacts, queryKeys.contacts.list({ companyNumber, ...query }), {
    params: { companyNumber },
    query,
  });

export const useCompanyContacts = (companyNumber: string, query: SearchQuery) =>
  useQuery({ ...companyContactsQueryOptions(companyNumber, query), enabled: Boolean(companyNumber) });

export const useCreateContact = () => useApiMutation(contactCalls.create);

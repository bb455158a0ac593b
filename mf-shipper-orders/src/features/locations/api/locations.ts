// The calls of one location (spec 001 §7 'Locations: ... get, create, update, dock schedule create and
// update'; 'Contacts: ... company contacts by companyNumber; create'). The lists' calls are in
// location-lists.ts; the finder the order form shares is in src/api/locations.ts.
import { useQuery } from '@tanstack/react-query';
import { contactCalls } from '@trucks/shared-contracts/api/catalogue/contacts';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import type { SearchQuery } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const locationQueryOptions = (id: string) =>
  apiQueryOptions(shipperAreaCalls.getLocation, queryKeys.locations.detail(id), { params: { id } });

export const useLocation = (id: string) => useQuery(locationQueryOptions(id));

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

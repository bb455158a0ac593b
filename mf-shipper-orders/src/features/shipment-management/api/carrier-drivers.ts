// The booked carrier's drivers a shipper may assign to its shipment (spec 001 §7 'search drivers',
// 'drivers save'): contacts.searchDrivers with the shipment's number answers the drivers of the carrier
// booked on it; tmsShipments.saveDrivers puts the chosen ones (a team at most) on the shipment.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactCalls } from '@trucks/shared-contracts/api/catalogue/contacts';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const DRIVER_SEARCH_PAGE = 20;

const carrierDriverSearchQueryOptions = (shipmentNumber: string, q: string) => {
  const query = { shipmentNumber, q, page: 1, pageSize: DRIVER_SEARCH_PAGE };
  return apiQueryOptions(contactCalls.searchDrivers, queryKeys.contacts.list({ drivers: query }), { query });
};

export const useCarrierDriverSearch = (shipmentNumber: string, q: string, enabled: boolean) =>
  useQuery({
    ...carrierDriverSearchQueryOptions(shipmentNumber, q),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useSaveShipmentDrivers = () => useApiMutation(shipperAreaCalls.saveDrivers);

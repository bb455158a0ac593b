// GET shipments (spec 000 §7): the list every shipments page reads (the lists, my shipments, a trip,
// the driver's loads, the dashboard tab), so one cache entry serves them all.
import { useQuery } from '@tanstack/react-query';
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import type { ShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const shipmentListQueryOptions = (query: ShipmentListQuery) =>
  apiQueryOptions(shipmentCalls.list, queryKeys.shipments.list(query), { query });

export const useShipmentList = (query: ShipmentListQuery) => useQuery(shipmentListQueryOptions(query));

// The dashboard's Shipments tab reads the shipments needing an update: the spec's list default, the
// same filter as the navigation badge's count, the first ten by pickup date. The tab renders it and the
// widget's `preload` starts it before the tab's first render (the host's start).
import type { ShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/shipments';
import type { ShellQueryClient } from '@trucks/shared-contracts/federation/remote-modules';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { READ_AHEAD_FRESH_MS } from '@trucks/shared-ui/lazy-page';
import { useQuery } from '@tanstack/react-query';
import { shipmentListQueryOptions } from '../../../api/shipment-list';

/** The tab shows the first ten; the full list is a link away. */
const NEEDS_UPDATE_TAB_ROWS = 10;

const NEEDS_UPDATE_TAB_QUERY: ShipmentListQuery = {
  ...SHIPMENT_COUNT_GROUPS.needsUpdates,
  page: 1,
  pageSize: NEEDS_UPDATE_TAB_ROWS,
  orderBy: 'pickupDate',
};

/** Fresh for a moment, so the tab mounting on the preloaded read shows it without reading again. */
const needsUpdateShipmentsOptions = () => ({
  ...shipmentListQueryOptions(NEEDS_UPDATE_TAB_QUERY),
  staleTime: READ_AHEAD_FRESH_MS,
});

export const useNeedsUpdateShipments = () => useQuery(needsUpdateShipmentsOptions());

/** Starts the tab's read; the tab's own read then finds it in the cache or on its way. */
export const prefetchNeedsUpdateShipments = (queryClient: ShellQueryClient): Promise<void> =>
  queryClient.prefetchQuery(needsUpdateShipmentsOptions());

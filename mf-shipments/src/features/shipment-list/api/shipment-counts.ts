// GET shipments/total_count (spec 000 §7) for each view of the shipments list: the per-carrier counts
// of 000 §4. Needs Updates reads under the navigation badge's own key with the badge's query, so the
// view's count and the red badge are one cache entry and always agree.
import { useQueries } from '@tanstack/react-query';
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { shipmentViewQuery } from '../../../lib/shipment-views';
import type { ShipmentView } from '../../../lib/shipment-views';

const VIEWS: readonly ShipmentView[] = ['needsUpdates', 'active', 'past', 'all'];

const countQueryOptions = (view: ShipmentView) => {
  const query = view === 'needsUpdates' ? SHIPMENT_COUNT_GROUPS.needsUpdates : shipmentViewQuery(view);
  const key =
    view === 'needsUpdates' ? queryKeys.badges.shipmentsNeedingUpdates : queryKeys.shipments.counts(query);
  return apiQueryOptions(shipmentCalls.totalCount, key, { query });
};

/** Each view's count; a view whose count is not known yet is absent (its slot stays empty). */
export function useShipmentViewCounts(): Partial<Record<ShipmentView, number>> {
  const answers = useQueries({ queries: VIEWS.map(countQueryOptions) });
  const counts: Partial<Record<ShipmentView, number>> = {};
  VIEWS.forEach((view, index) => {
    const total = answers[index]?.data?.totalCount;
    if (total !== undefined) counts[view] = total;
  });
  return counts;
}

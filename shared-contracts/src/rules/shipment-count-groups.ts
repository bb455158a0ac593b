import { CARRIER_LIST_DEFAULT_STATUSES, MOVING_STATUSES, PAST_STATUSES } from '../domain/shipment-status';
import type { ShipmentStatus } from '../domain/shipment-status';

export type ShipmentCountGroup = 'needsUpdates' | 'active' | 'past';

/** The shipments/total_count query of a group: its statuses, and needsUpdates for the first. */
export interface ShipmentCountQuery {
  statuses: ShipmentStatus[];
  needsUpdates?: true;
}

/**
 * Per-carrier shipment counts (spec 000 §4): needs updates (booked through delivered with
 * needsUpdates), active (booked, dispatched, in transit, at stop), past (delivered, delivery confirmed).
 */
export const SHIPMENT_COUNT_GROUPS: Record<ShipmentCountGroup, ShipmentCountQuery> = {
  needsUpdates: { statuses: [...CARRIER_LIST_DEFAULT_STATUSES], needsUpdates: true },
  active: { statuses: [...MOVING_STATUSES] },
  past: { statuses: [...PAST_STATUSES] },
};

/** The groups a shipment counts in (a shipment needing updates is also active or past). */
export function shipmentCountGroupsOf(shipment: {
  status: ShipmentStatus;
  needsUpdates?: boolean;
}): ShipmentCountGroup[] {
  return (Object.keys(SHIPMENT_COUNT_GROUPS) as ShipmentCountGroup[]).filter((group) => {
    const query = SHIPMENT_COUNT_GROUPS[group];
    return (
      query.statuses.includes(shipment.status) && (!query.needsUpdates || shipment.needsUpdates === true)
    );
  });
}

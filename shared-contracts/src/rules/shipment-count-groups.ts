import { ShipmentStatus } from '../domain/shipment-status';

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
  needsUpdates: {
    statuses: [
      ShipmentStatus.Booked,
      ShipmentStatus.Dispatched,
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
      ShipmentStatus.Delivered,
    ],
    needsUpdates: true,
  },
  active: {
    statuses: [
      ShipmentStatus.Booked,
      ShipmentStatus.Dispatched,
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
    ],
  },
  past: { statuses: [ShipmentStatus.Delivered, ShipmentStatus.DeliveryConfirmed] },
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

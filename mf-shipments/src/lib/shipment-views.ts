// The views of the shipment lists and the query each one sends (spec 000 §4 per-carrier counts, §7 the
// list default), and which view a shipment belongs to by the stage mapping of spec 001 §4.
import type { ShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/shipments';
import { BOOKED_STATUSES } from '@trucks/shared-contracts/domain/shipment-status';
import type { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { SHIPMENT_COUNT_GROUPS } from '@trucks/shared-contracts/rules/shipment-count-groups';
import type { ShipmentCountGroup } from '@trucks/shared-contracts/rules/shipment-count-groups';
import { shipmentStageForDefaultTab } from '@trucks/shared-contracts/rules/shipment-stage';

export type ShipmentView = ShipmentCountGroup | 'all';

export const SHIPMENT_VIEW_LABEL: Record<ShipmentView, string> = {
  needsUpdates: 'Needs Updates',
  active: 'Active',
  past: 'Past',
  all: 'All',
};

/**
 * The statuses and needsUpdates flag of a view: the spec's count groups, and for All every status a
 * carrier's shipment can have once it is theirs (booked through delivery confirmed).
 */
export function shipmentViewQuery(view: ShipmentView): Pick<ShipmentListQuery, 'statuses' | 'needsUpdates'> {
  if (view === 'all') return { statuses: [...BOOKED_STATUSES] };
  const group = SHIPMENT_COUNT_GROUPS[view];
  return group.needsUpdates ? { statuses: group.statuses, needsUpdates: true } : { statuses: group.statuses };
}

export function isShipmentView(text: string): text is ShipmentView {
  return text in SHIPMENT_VIEW_LABEL;
}

/**
 * The list view a shipment's close returns to when the list left no address of its own: the stage of
 * spec 001 §4 picks it. Stage 2 (booked, dispatched, in transit, at stop) is Active, stage 4
 * (delivered) is Past; stages 0 and 1 (open loads, drafts, delivery confirmed, voided) have no view of
 * their own in a carrier's lists and go to All.
 */
export function shipmentViewForStatus(status: ShipmentStatus): ShipmentView {
  switch (shipmentStageForDefaultTab(status)) {
    case 2:
      return 'active';
    case 4:
      return 'past';
    default:
      return 'all';
  }
}

import { ShipmentStatus } from '../domain/shipment-status';
import { SHIPMENT_COUNT_GROUPS, shipmentCountGroupsOf } from './shipment-count-groups';

describe('per-carrier shipment counts (spec 000 §4)', () => {
  it('"needs updates (booked through delivered with needsUpdates)"', () => {
    expect(SHIPMENT_COUNT_GROUPS.needsUpdates).toEqual({ statuses: [3, 4, 5, 6, 7], needsUpdates: true });
    expect(shipmentCountGroupsOf({ status: ShipmentStatus.Delivered, needsUpdates: true })).toEqual([
      'needsUpdates',
      'past',
    ]);
  });
  it('"active (booked, dispatched, in transit, at stop)"', () => {
    expect(shipmentCountGroupsOf({ status: ShipmentStatus.InTransit })).toEqual(['active']);
  });
  it('"past (delivered, delivery confirmed)"', () => {
    expect(shipmentCountGroupsOf({ status: ShipmentStatus.DeliveryConfirmed, needsUpdates: true })).toEqual([
      'past',
    ]);
  });
  it('counts an open load in no group', () => {
    expect(shipmentCountGroupsOf({ status: ShipmentStatus.ReadyToBook })).toEqual([]);
  });
});

import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { shipmentViewForStatus, shipmentViewQuery } from './shipment-views';

describe('shipment views', () => {
  it('Needs Updates is the spec’s list default (000 §7): dispatched, in transit, at stop, booked, delivered with needsUpdates', () => {
    expect(shipmentViewQuery('needsUpdates')).toEqual({ statuses: [3, 4, 5, 6, 7], needsUpdates: true });
  });

  it('Active and Past are the per-carrier count groups of 000 §4; All is every status a carrier’s load has', () => {
    expect(shipmentViewQuery('active')).toEqual({ statuses: [3, 4, 5, 6] });
    expect(shipmentViewQuery('past')).toEqual({ statuses: [7, 8] });
    expect(shipmentViewQuery('all')).toEqual({ statuses: [3, 4, 5, 6, 7, 8] });
  });

  it.each([
    // 001 §4: Delivered gives 4; Booked, Dispatched, In Transit, At Stop give 2; anything else 0 (or 1).
    [ShipmentStatus.Delivered, 'past'],
    [ShipmentStatus.Booked, 'active'],
    [ShipmentStatus.Dispatched, 'active'],
    [ShipmentStatus.InTransit, 'active'],
    [ShipmentStatus.AtStop, 'active'],
    [ShipmentStatus.ReadyToBook, 'all'],
    [ShipmentStatus.Tendering, 'all'],
    [ShipmentStatus.DeliveryConfirmed, 'all'],
    [ShipmentStatus.Voided, 'all'],
  ] as const)('the stage of status %s opens the %s view', (status, view) => {
    expect(shipmentViewForStatus(status)).toBe(view);
  });
});

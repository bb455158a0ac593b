import {
  BOOKED_STATUSES,
  BOOKING_STATUSES,
  CARRIER_LIST_DEFAULT_STATUSES,
  MANAGED_SHIPMENT_LIST_STATUSES,
  MOVING_STATUSES,
  PAST_STATUSES,
  RESCINDABLE_STATUSES,
  SHIPMENT_STATUS_LABEL,
  VOIDABLE_STATUSES,
} from './shipment-status';
import type { ShipmentStatus } from './shipment-status';

const labels = (statuses: readonly ShipmentStatus[]) =>
  statuses.map((status) => SHIPMENT_STATUS_LABEL[status]);

describe('shipment status groups', () => {
  it('"Shipment list defaults: statuses dispatched, in transit, at stop, booked, delivered" (spec 000 §7)', () => {
    expect(labels(CARRIER_LIST_DEFAULT_STATUSES)).toEqual([
      'Booked',
      'Dispatched',
      'In Transit',
      'At Stop',
      'Delivered',
    ]);
  });
  it('"active (booked, dispatched, in transit, at stop)", "past (delivered, delivery confirmed)" (spec 000 §4)', () => {
    expect(labels(MOVING_STATUSES)).toEqual(['Booked', 'Dispatched', 'In Transit', 'At Stop']);
    expect(labels(PAST_STATUSES)).toEqual(['Delivered', 'Delivery Confirmed']);
  });
  it('splits the shipper lists (spec 001 §7 "list (booking, tracking)") at the booking, without overlap', () => {
    expect(labels(MANAGED_SHIPMENT_LIST_STATUSES.booking)).toEqual(['Draft', 'Ready to Book', 'Tendering']);
    expect(MANAGED_SHIPMENT_LIST_STATUSES.tracking).toEqual(BOOKED_STATUSES);
    expect(BOOKING_STATUSES.filter((status) => BOOKED_STATUSES.includes(status))).toEqual([]);
  });
  it('lets a booking be rescinded until the freight rolls, and a shipment be voided until then', () => {
    expect(labels(RESCINDABLE_STATUSES)).toEqual(['Booked', 'Dispatched']);
    expect(labels(VOIDABLE_STATUSES)).toEqual([
      'Draft',
      'Ready to Book',
      'Tendering',
      'Booked',
      'Dispatched',
    ]);
  });
});

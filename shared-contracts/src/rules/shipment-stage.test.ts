import { ShipmentStatus } from '../domain/shipment-status';
import { shipmentStageForDefaultTab } from './shipment-stage';

describe('shipmentStageForDefaultTab (spec 001 §4)', () => {
  it('"Delivered gives 4"', () => {
    expect(shipmentStageForDefaultTab(ShipmentStatus.Delivered)).toBe(4);
  });
  it('"Ready To Book and Tendering give 1"', () => {
    expect(shipmentStageForDefaultTab(ShipmentStatus.ReadyToBook)).toBe(1);
    expect(shipmentStageForDefaultTab(ShipmentStatus.Tendering)).toBe(1);
  });
  it('"Booked, Dispatched, In Transit, At Stop give 2"', () => {
    for (const status of [
      ShipmentStatus.Booked,
      ShipmentStatus.Dispatched,
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
    ]) {
      expect(shipmentStageForDefaultTab(status)).toBe(2);
    }
  });
  it('"anything else gives 0"', () => {
    for (const status of [ShipmentStatus.Voided, ShipmentStatus.Draft, ShipmentStatus.DeliveryConfirmed]) {
      expect(shipmentStageForDefaultTab(status)).toBe(0);
    }
  });
});

import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { allowsQuickClosure } from './quick-closure';

it.each([
  [ShipmentStatus.Booked, false],
  [ShipmentStatus.Dispatched, false],
  [ShipmentStatus.InTransit, true],
  [ShipmentStatus.AtStop, true],
  [ShipmentStatus.Delivered, false],
])('quick closure for status %s: %s', (status, allowed) => {
  expect(allowsQuickClosure(status)).toBe(allowed);
});

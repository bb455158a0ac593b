import { dispatcher, driverUser } from '../test/shipment-fixtures';
import { signedInUser } from '@trucks/shared-ui/testing';
import { usesDriverView } from './driver-user';

it('a driver (only role Driver, or DriverPortal without CarrierPortal) gets the driver’s view; a dispatcher does not', () => {
  expect(usesDriverView(driverUser)).toBe(true);
  expect(usesDriverView(signedInUser({ roles: ['Admin'], permissions: ['DriverPortal'] }))).toBe(true);
  expect(usesDriverView(dispatcher)).toBe(false);
  expect(usesDriverView(null)).toBe(false);
});

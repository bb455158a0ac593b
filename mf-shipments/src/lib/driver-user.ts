import { isDriverUser } from '@trucks/shared-contracts/access/user-traits';
import { Permission } from '@trucks/shared-contracts/domain/permission';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';

/**
 * Who gets the driver's phone view: a driver user (only role Driver, spec 000 §6), or someone who
 * holds DriverPortal without CarrierPortal (the dev-stack's drivers list only their own loads too).
 */
export function usesDriverView(user: LoggedInUser | null): boolean {
  if (!user) return false;
  return (
    isDriverUser(user) ||
    (user.permissions.includes(Permission.DriverPortal) &&
      !user.permissions.includes(Permission.CarrierPortal))
  );
}

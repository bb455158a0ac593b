import type { AccessUser } from './user-traits';

/** Persona users for the access tests (spec 000 §1): only the facts the rules read. */
export function accessUser(overrides: Partial<AccessUser> = {}): AccessUser {
  return { permissions: [], roles: [], isBroker: false, has3PLNetwork: false, ...overrides };
}
export const carrier = accessUser({ permissions: ['CarrierPortal'] });
export const broker = accessUser({ permissions: ['CarrierPortal'], isBroker: true });
export const driver = accessUser({ permissions: ['DriverPortal'], roles: ['Driver'] });
export const factoring = accessUser({ permissions: ['FactoringCompanyPortal'] });
/** The demo personas of the seed (README's table), as the access rules see them. */
export const carrierAdmin = accessUser({
  permissions: ['CarrierPortal', 'Admin', 'CarrierBillingSettings'],
  roles: ['Admin'],
  has3PLNetwork: true,
});
export const carrierBillTo = accessUser({ permissions: ['CarrierPortal'], roles: ['BillTo'] });
export const factoringAr = accessUser({ permissions: ['FactoringCompanyPortal'], roles: ['AR'] });
/** The shipper side: no portal permission. */
export const shipper = accessUser();

import type { AccessUser } from './user-traits';

/** Persona users for the access tests (spec 000 §1): only the facts the rules read. */
export function accessUser(overrides: Partial<AccessUser> = {}): AccessUser {
  return { permissions: [], roles: [], isBroker: false, has3PLNetwork: false, ...overrides };
}
export const carrier = accessUser({ permissions: ['CarrierPortal'] });
export const broker = accessUser({ permissions: ['CarrierPortal'], isBroker: true });
export const driver = accessUser({ permissions: ['DriverPortal'], roles: ['Driver'] });
export const factoring = accessUser({ permissions: ['FactoringCompanyPortal'] });

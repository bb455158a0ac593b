import { Permission, Role } from '../domain/permission';
import type { GatingUser } from '../domain/user';

/** The user facts the access rules read; a LoggedInUser satisfies it. */
export type AccessUser = Pick<GatingUser, 'permissions' | 'roles' | 'isBroker'> &
  Partial<Pick<GatingUser, 'has3PLNetwork' | 'trackingIntegration'>>;

export function hasAnyPermission(user: AccessUser, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => user.permissions.includes(permission));
}

export function hasAnyRole(user: AccessUser, roles: readonly Role[]): boolean {
  return roles.some((role) => user.roles.includes(role));
}

/** A driver user is one whose only role is Driver (spec 000 §6). */
export function isDriverUser(user: AccessUser): boolean {
  return user.roles.length === 1 && user.roles[0] === Role.Driver;
}

/**
 * Admin: the Admin permission or the Admin role (the spec lists Admin among both). Admins see the
 * access-request badge, the 'Admin' label on Contacts and the API documentation link (spec 000 §6).
 */
export function isAdmin(user: AccessUser): boolean {
  return user.permissions.includes(Permission.Admin) || user.roles.includes(Role.Admin);
}

/**
 * The 'Expired Samsara Token' modal: only for Admin users whose Samsara token has expired, and
 * skipped when the only role is Driver (spec 000 §6, 001 §2).
 */
export function shouldShowExpiredSamsaraModal(user: AccessUser): boolean {
  return isAdmin(user) && !isDriverUser(user) && user.trackingIntegration?.samsaraIsExpired === true;
}

/** Brokers search shipments through quick search; others through the trucks search (spec 000 §6). */
export function usesBrokerQuickSearch(user: AccessUser): boolean {
  return user.isBroker;
}

/**
 * Where a user lands when a path matches no route (spec 000 §2, 001 §2): factoring companies to
 * accounting, carriers to the dashboard, drivers to the all-shipments list. Checked in the spec's
 * order, so a user with several portal permissions gets the first.
 *
 * "Anyone else to the dashboard" is the one departure: the dashboard needs CarrierPortal and sends
 * everyone else to the all-shipments list, which needs a carrier or driver permission, so a shipper
 * would end on 'You are not Authorized for this content'. Anyone else, the shipper side, lands on
 * orders, where their work starts (spec 001 §1).
 */
export function personaFallbackPath(user: AccessUser): string {
  if (user.permissions.includes(Permission.FactoringCompanyPortal)) return '/accounting';
  if (user.permissions.includes(Permission.CarrierPortal)) return '/dashboard';
  if (user.permissions.includes(Permission.DriverPortal)) return '/all-shipments';
  return '/orders';
}

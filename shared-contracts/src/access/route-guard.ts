import type { Permission, Role } from '../domain/permission';
import { hasAnyPermission, hasAnyRole } from './user-traits';
import type { AccessUser } from './user-traits';

/**
 * What a route asks of its user (spec 000 §6, 001 §6): any of a group of permissions, any of a set
 * of roles, and optionally no brokers; or none of a group of permissions (the shipper side, which the
 * portal permissions do not open). An empty or absent list asks nothing.
 */
export interface RouteRequirement {
  /** A public route: no sign-in needed. */
  isPublic?: boolean;
  anyPermission?: readonly Permission[];
  /** None of these permissions: a page for the users who hold none of them (the shipper side). */
  noPermission?: readonly Permission[];
  anyRole?: readonly Role[];
  excludeBrokers?: boolean;
  /** Where a signed-in user who fails the requirement goes instead of the not-authorized page. */
  deniedRedirect?: string;
}

export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

/** The not-authorized page text (spec 000 §2, 001 §6). */
export const NOT_AUTHORIZED_MESSAGE = 'You are not Authorized for this content';

/**
 * Evaluates a route guard. Unauthenticated visitors go to sign-in; a signed-in user lacking access
 * sees 'You are not Authorized for this content' (or the route's deniedRedirect).
 */
export function evaluateRouteAccess(
  user: AccessUser | null | undefined,
  requirement: RouteRequirement,
): AccessDecision {
  if (requirement.isPublic) return 'allowed';
  if (!user) return 'unauthenticated';
  if (requirement.anyPermission?.length && !hasAnyPermission(user, requirement.anyPermission))
    return 'forbidden';
  if (requirement.noPermission?.length && hasAnyPermission(user, requirement.noPermission))
    return 'forbidden';
  if (requirement.anyRole?.length && !hasAnyRole(user, requirement.anyRole)) return 'forbidden';
  if (requirement.excludeBrokers && user.isBroker) return 'forbidden';
  return 'allowed';
}

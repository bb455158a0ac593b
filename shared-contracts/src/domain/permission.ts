import { z } from 'zod/mini';
import './zod-locale';
import type { ValueOf } from './const-enum';

/** Permissions seen in the spec (000 §6, 001 §6). */
export const Permission = {
  CarrierPortal: 'CarrierPortal',
  DriverPortal: 'DriverPortal',
  FactoringCompanyPortal: 'FactoringCompanyPortal',
  CarrierBillingSettings: 'CarrierBillingSettings',
  Admin: 'Admin',
} as const;
export type Permission = ValueOf<typeof Permission>;

/** Roles seen in the spec (000 §6, 001 §6); stored normalised (rules/normalize-role). */
export const Role = {
  Admin: 'Admin',
  BillTo: 'BillTo',
  BillingInquiry: 'BillingInquiry',
  AP: 'AP',
  AR: 'AR',
  Driver: 'Driver',
} as const;
export type Role = ValueOf<typeof Role>;

export const ROLE_LABEL: Record<Role, string> = {
  [Role.Admin]: 'Admin',
  [Role.BillTo]: 'Bill-to',
  [Role.BillingInquiry]: 'Billing Inquiry',
  [Role.AP]: 'AP',
  [Role.AR]: 'AR',
  [Role.Driver]: 'Driver',
};

export const PermissionSchema = z.enum(Permission);
export const RoleSchema = z.enum(Role);

/**
 * Permissions and roles arrive as strings the portal may not know yet (the identity service adds
 * new ones). Unknown ones are kept as strings so a new permission never rejects a sign-in; rules
 * compare against the known values only.
 */
export const PermissionNameSchema = z.union([PermissionSchema, z.string()]);
export const RoleNameSchema = z.union([RoleSchema, z.string()]);

export const PERMISSION_LABEL: Record<Permission, string> = {
  [Permission.CarrierPortal]: 'Carrier Portal',
  [Permission.DriverPortal]: 'Driver Portal',
  [Permission.FactoringCompanyPortal]: 'Factoring Company Portal',
  [Permission.CarrierBillingSettings]: 'Carrier Billing Settings',
  [Permission.Admin]: 'Admin',
};

/** A role's label; a role the portal does not know yet shows as it came. */
export function roleLabel(role: string): string {
  return (ROLE_LABEL as Record<string, string>)[role] ?? role;
}

/** A permission's label; a permission the portal does not know yet shows as it came. */
export function permissionLabel(permission: string): string {
  return (PERMISSION_LABEL as Record<string, string>)[permission] ?? permission;
}

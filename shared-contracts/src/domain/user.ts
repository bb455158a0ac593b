import { z } from 'zod';
import { EmailAddressSchema, PhoneNumberSchema } from './common';
import { PermissionNameSchema, RoleNameSchema } from './permission';

/**
 * The signed-in user (spec 000 §3). Checked at the boundary: permissions, roles and the broker flag
 * decide every route guard and navigation item, so a malformed user must fail loudly, not quietly
 * grant or hide things.
 */
export const LoggedInUserSchema = z.object({
  id: z.string().min(1),
  companyId: z.string().min(1),
  companyName: z.string(),
  /** Also carried by contacts; the spec's 'company number' for company contact lookups. */
  companyNumber: z.string().optional(),
  roles: z.array(RoleNameSchema),
  permissions: z.array(PermissionNameSchema),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  title: z.string().nullish(),
  emailAddresses: z.array(EmailAddressSchema),
  phoneNumbers: z.array(PhoneNumberSchema),
  has3PLNetwork: z.boolean().default(false),
  isBroker: z.boolean().default(false),
  /** Spec 000 §3: default true. */
  isBookable: z.boolean().default(true),
  isOnHold: z.boolean().default(false),
  isPortalEnabled: z.boolean().default(true),
  is3PL: z.boolean().default(false),
  isCarrier: z.boolean().default(false),
  /** Profile picture file id. */
  fileId: z.string().nullish(),
  hasAcceptedAccessTermsAndConditions: z.boolean().default(false),
  accessLevels: z.array(z.string()).default([]),
  locations: z.array(z.string()).default([]),
  linkedInProfileUrl: z.string().nullish(),
  trackingIntegration: z
    .object({ samsaraIsExpired: z.boolean().default(false) })
    .default({ samsaraIsExpired: false }),
});
export type LoggedInUser = z.infer<typeof LoggedInUserSchema>;
/** What callers may send before defaults are applied (e.g. dev-stack seeds). */
export type LoggedInUserInput = z.input<typeof LoggedInUserSchema>;

/**
 * The smallest user the access rules need (spec 001 §3 'User (for gating)'); a LoggedInUser is one.
 * Access functions take this so remotes and tests need not build a whole profile.
 */
export interface GatingUser {
  id: string;
  email?: string;
  roles: readonly string[];
  permissions: readonly string[];
  companyId: string;
  isBroker: boolean;
  has3PLNetwork?: boolean;
  trackingIntegration?: { samsaraIsExpired: boolean };
}

/** Sign-in with credentials (spec 000 §3); the portal normally signs in through the identity provider. */
export interface LoginRequest {
  userName: string;
  password: string;
}

export const LoginResponseSchema = z.object({
  accessToken: z.string().min(1),
  user: LoggedInUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Request a password reset mail (spec 000 §7: url, emailAddress). */
export interface PasswordResetRequest {
  emailAddress: string;
  /** Where the mailed link points, e.g. 'https://host/reset-password/'. */
  url: string;
}

/** Set a new password from a mailed token (spec 000 §3, §7). */
export interface PasswordReset {
  resetToken: string;
  newPassword: string;
}

import { z } from 'zod/mini';
import './zod-locale';
import { EmailAddressSchema, PhoneNumberSchema } from './common';
import { PermissionNameSchema, RoleNameSchema } from './permission';

/**
 * The signed-in user (spec 000 §3). Checked at the boundary: permissions, roles and the broker flag
 * decide every route guard and navigation item, so a malformed user must fail loudly, not quietly
 * grant or hide things.
 */
export const LoggedInUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  companyId: z.string().check(z.minLength(1)),
  companyName: z.string(),
  /** Also carried by contacts; the spec's 'company number' for company contact lookups. */
  companyNumber: z.optional(z.string()),
  roles: z.array(RoleNameSchema),
  permissions: z.array(PermissionNameSchema),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  title: z.nullish(z.string()),
  emailAddresses: z.array(EmailAddressSchema),
  phoneNumbers: z.array(PhoneNumberSchema),
  has3PLNetwork: z._default(z.boolean(), false),
  isBroker: z._default(z.boolean(), false),
  /** Spec 000 §3: default true. */
  isBookable: z._default(z.boolean(), true),
  isOnHold: z._default(z.boolean(), false),
  isPortalEnabled: z._default(z.boolean(), true),
  is3PL: z._default(z.boolean(), false),
  isCarrier: z._default(z.boolean(), false),
  /** Profile picture file id. */
  fileId: z.nullish(z.string()),
  hasAcceptedAccessTermsAndConditions: z._default(z.boolean(), false),
  accessLevels: z._default(z.array(z.string()), []),
  locations: z._default(z.array(z.string()), []),
  linkedInProfileUrl: z.nullish(z.string()),
  trackingIntegration: z._default(z.object({ samsaraIsExpired: z._default(z.boolean(), false) }), {
    samsaraIsExpired: false,
  }),
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
  accessToken: z.string().check(z.minLength(1)),
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

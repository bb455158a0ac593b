// Sign-in (IdP token exchange, demo username/password, driver token), password reset, the user.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { LoggedInUser, LoginResponse } from '../store/wire-types';
import { DO_NOT_USE_MESSAGE } from '../../../demo-accounts';
import { ApiProblem, fieldProblem, forbiddenProblem } from '../http/problem';
import { IdTokenError } from '../auth/idp-token';
import { parseBody, signedInUser } from './context-helpers';
import type { CallContext, HandlerTable } from './handler-types';
import type { UserRecord } from '../store/store';

const WRONG_CREDENTIALS = 'Wrong username or password.';

/** The user as the portal sees it: never the password. */
function loggedInUser(user: UserRecord): LoggedInUser {
  const { password: _password, persona: _persona, ...visible } = user;
  return visible;
}

/** Roles are stored normalised: 'Bill-to' becomes BillTo; spaces and hyphens go (spec 000 §5). */
function normalizeRole(role: string): string {
  const compact = role.replace(/[\s-]+/g, '');
  return compact.toLowerCase() === 'billto' ? 'BillTo' : compact;
}

function refuseDoNotUse(user: UserRecord): void {
  if (user.companyName.includes('Do Not Use')) throw forbiddenProblem(DO_NOT_USE_MESSAGE);
}

async function signIn(context: CallContext, user: UserRecord): Promise<LoginResponse> {
  refuseDoNotUse(user);
  const { accessToken } = await context.services.tokens.issue(user);
  return { accessToken, user: loggedInUser(user) };
}

const LoginSchema = z.object({
  userName: z.string().min(1, 'The user name is required.'),
  password: z.string().min(1, 'The password is required.'),
});
const AuthorizeSchema = z.object({ identityToken: z.string().min(1, 'The identity token is required.') });
const MobileAuthorizeSchema = z.object({ driverToken: z.string().min(1, 'The driver token is required.') });
const ResetRequestSchema = z.object({
  emailAddress: z.email('A valid e-mail address is required.'),
  url: z.string().min(1, 'The reset page address is required.'),
});
const ResetSchema = z.object({
  resetToken: z.string().min(1, 'The reset token is required.'),
  newPassword: z.string().min(8, 'The new password needs at least 8 characters.'),
});
const ProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required.').max(100),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100),
  title: z.string().max(100).optional(),
  emailAddresses: z.array(
    z.object({ value: z.email('A valid e-mail address is required.'), type: z.string().optional() }),
  ),
  phoneNumbers: z.array(
    z.object({ value: z.string().min(1), extension: z.string().optional(), type: z.string().optional() }),
  ),
  linkedInProfileUrl: z.string().optional(),
  roles: z.array(z.string()).optional(),
});

/** Seeded driver tokens (the ?driverToken= link a driver gets by text message). */
export const DEMO_DRIVER_TOKEN = 'demo-driver-token';

export const accountHandlers = {
  'auth.login': async (context) => {
    const { userName, password } = parseBody(LoginSchema, context);
    const wanted = userName.trim().toLowerCase();
    const user = [...context.store.users.values()].find((u) => u.userName.toLowerCase() === wanted);
    if (!user || user.password !== password) {
      throw new ApiProblem({ title: 'Unauthorized', status: 401, detail: WRONG_CREDENTIALS });
    }
    return signIn(context, user);
  },
  'auth.authorizeUser': async (context) => {
    const { identityToken } = parseBody(AuthorizeSchema, context);
    let identity;
    try {
      identity = await context.services.verifyIdToken(identityToken);
    } catch (error) {
      const detail =
        error instanceof IdTokenError ? error.message : 'The identity token could not be verified.';
      throw new ApiProblem({ title: 'Unauthorized', status: 401, detail });
    }
    const user =
      context.store.users.get(identity.sub) ??
      [...context.store.users.values()].find(
        (u) =>
          u.userName.toLowerCase() === (identity.preferredUsername ?? identity.email ?? '').toLowerCase(),
      );
    if (!user)
      throw new ApiProblem({
        title: 'Unauthorized',
        status: 401,
        detail: 'No portal user for this identity.',
      });
    return signIn(context, user);
  },
  'auth.mobileAuthorizeUser': async (context) => {
    const { driverToken } = parseBody(MobileAuthorizeSchema, context);
    const userId = context.store.driverTokens.get(driverToken);
    const user = userId ? context.store.users.get(userId) : undefined;
    if (!user)
      throw new ApiProblem({ title: 'Unauthorized', status: 401, detail: 'The driver link is not valid.' });
    return signIn(context, user);
  },
  'auth.requestPasswordReset': (context) => {
    const { emailAddress, url } = parseBody(ResetRequestSchema, context);
    const user = [...context.store.users.values()].find((u) =>
      u.emailAddresses.some((e) => e.value.toLowerCase() === emailAddress.toLowerCase()),
    );
    if (user) {
      refuseDoNotUse(user);
      const token = randomUUID();
      context.store.passwordResets.set(token, user.id);
      // No mail server on a laptop: the link goes to the log, where a developer can follow it.
      context.request.log.info(
        { resetLink: `${url.replace(/\/?$/, '/')}${token}` },
        'password reset requested',
      );
    }
    // Same answer whether or not the address is known: the form must not reveal accounts.
  },
  'auth.resetPassword': (context) => {
    const { resetToken, newPassword } = parseBody(ResetSchema, context);
    const userId = context.store.passwordResets.get(resetToken);
    const user = userId ? context.store.users.get(userId) : undefined;
    if (!user) throw fieldProblem('resetToken', 'The reset link has expired or was already used.');
    user.password = newPassword;
    context.store.passwordResets.delete(resetToken);
  },
  'me.user': (context) => loggedInUser(signedInUser(context)),
  'me.updateProfile': (context) => {
    const user = signedInUser(context);
    const update = parseBody(ProfileSchema, context);
    user.firstName = update.firstName;
    user.lastName = update.lastName;
    user.title = update.title ?? user.title ?? null;
    user.emailAddresses = update.emailAddresses;
    user.phoneNumbers = update.phoneNumbers;
    user.linkedInProfileUrl = update.linkedInProfileUrl ?? null;
    if (update.roles) user.roles = update.roles.map(normalizeRole);
    const contact = context.store.contacts.get(user.id);
    if (contact)
      Object.assign(contact, {
        firstName: user.firstName,
        lastName: user.lastName,
        title: user.title,
        emailAddresses: user.emailAddresses,
        phoneNumbers: user.phoneNumbers,
        roles: user.roles,
      });
    return loggedInUser(user);
  },
  'me.carrier': (context) => {
    const user = signedInUser(context);
    const carrier = context.store.carriers.get(user.companyId);
    return {
      isBroker: user.isBroker,
      isBookable: user.isBookable && !(carrier?.isDoNotUse ?? false),
      data: {
        id: user.companyId,
        name: user.companyName,
        ...(carrier?.mcNumber ? { mcNumber: carrier.mcNumber } : {}),
        ...(carrier?.dotNumber ? { dotNumber: carrier.dotNumber } : {}),
        ...(carrier ? { fleetSize: carrier.fleetSize, isDoNotUse: carrier.isDoNotUse } : {}),
      },
    };
  },
  'me.company': (context) => {
    const user = signedInUser(context);
    const company = context.store.companies.get(user.companyId);
    return {
      id: user.companyId,
      companyNumber: company?.companyNumber ?? '',
      name: user.companyName,
      ...(company
        ? { address: { city: company.city, state: company.state, postalCode: company.postalCode } }
        : {}),
    };
  },
  'me.notificationPreferences': (context) => {
    signedInUser(context);
    return {
      emailTenders: true,
      emailRateRequests: true,
      emailShipmentUpdates: false,
      emailInvoiceUpdates: true,
      smsShipmentUpdates: false,
    };
  },
  'accessRequests.openCount': (context) => {
    const user = signedInUser(context);
    if (!user.roles.includes('Admin')) throw forbiddenProblem('Only admins see access requests.');
    // Open access requests: contacts of the company who asked for portal access and do not have it yet.
    const count = [...context.store.contacts.values()].filter(
      (c) => c.companyId === user.companyId && !c.deleted && !c.isPortalEnabled,
    ).length;
    return { count };
  },
} satisfies Partial<HandlerTable>;

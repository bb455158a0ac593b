// Sign-in, the signed-in user and their company, password reset, profile (spec 000 §3, §7).
import { LoggedInUserSchema, LoginResponseSchema } from '../../domain/user';
import type {
  LoggedInUser,
  LoginRequest,
  LoginResponse,
  PasswordReset,
  PasswordResetRequest,
} from '../../domain/user';
import type { EmailAddress, PhoneNumber } from '../../domain/common';
import { defineCall } from '../define-call';
import type { CountResponse } from './wire-shapes';

/** The MSAL-issued identity token, exchanged for the trucks-jwt. */
export interface AuthorizeUserRequest {
  identityToken: string;
}

/** The driver token carried in the address (?driverToken=...), exchanged for the trucks-jwt. */
export interface MobileAuthorizeUserRequest {
  driverToken: string;
}

/** Fields a user may change on their own profile (/profile/edit). Roles are normalised before saving. */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  title?: string;
  emailAddresses: EmailAddress[];
  phoneNumbers: PhoneNumber[];
  linkedInProfileUrl?: string;
  roles?: string[];
}

/** The carrier as api/v2/me/carrier answers (the portal reads isBroker, isBookable and data). */
export interface MyCarrier {
  isBroker: boolean;
  isBookable: boolean;
  data: {
    id: string;
    name: string;
    mcNumber?: string;
    dotNumber?: string;
    fleetSize?: number;
    isDoNotUse?: boolean;
  };
}

export interface MyCompany {
  id: string;
  companyNumber: string;
  name: string;
  logoUrl?: string;
  address?: { city: string; state: string; postalCode: string };
}

export interface NotificationPreferences {
  emailTenders: boolean;
  emailRateRequests: boolean;
  emailShipmentUpdates: boolean;
  emailInvoiceUpdates: boolean;
  smsShipmentUpdates: boolean;
}

/** A training video for carriers (/videos); a link to the help centre's video page. */
export interface TrainingVideo {
  id: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** Groups the cards on /videos, e.g. 'Getting Started', 'Load Board'. */
  category: string;
  /** The help-centre page of the video; opens in a new tab. */
  url: string;
  thumbnailUrl?: string;
}

export interface TrainingVideoList {
  items: TrainingVideo[];
}

export const accountCalls = {
  login: defineCall<{ body: LoginRequest; response: LoginResponse }>()({
    id: 'auth.login',
    method: 'POST',
    path: 'v1/auth/login',
    summary: 'Username and password sign-in (/login); answers accessToken and user',
    source: 'portal',
    pathChosen: true,
    responseSchema: LoginResponseSchema,
  }),
  authorizeUser: defineCall<{ body: AuthorizeUserRequest; response: LoginResponse }>()({
    id: 'auth.authorizeUser',
    method: 'POST',
    path: 'v1/auth/authorize',
    summary: 'Authorize user: exchange the identity-provider token for the trucks-jwt and the user',
    source: '000 §7',
    pathChosen: true,
    responseSchema: LoginResponseSchema,
  }),
  mobileAuthorizeUser: defineCall<{ body: MobileAuthorizeUserRequest; response: LoginResponse }>()({
    id: 'auth.mobileAuthorizeUser',
    method: 'POST',
    path: 'v1/auth/mobile_authorize',
    summary: 'Mobile authorize user: exchange a driver token for the trucks-jwt and the user',
    source: '000 §7',
    pathChosen: true,
    responseSchema: LoginResponseSchema,
  }),
  requestPasswordReset: defineCall<{ body: PasswordResetRequest }>()({
    id: 'auth.requestPasswordReset',
    method: 'POST',
    path: 'v1/auth/password_reset_requests',
    summary: "Request password reset (url, emailAddress); success shows 'Please check your email'",
    source: '000 §7',
    pathChosen: true,
    responseKind: 'empty',
  }),
  resetPassword: defineCall<{ body: PasswordReset }>()({
    id: 'auth.resetPassword',
    method: 'POST',
    path: 'v1/auth/password_reset',
    summary: "Password reset (resetToken, newPassword); success shows 'Password Reset Successful'",
    source: '000 §7',
    pathChosen: true,
    responseKind: 'empty',
  }),
  currentUser: defineCall<{ response: LoggedInUser }>()({
    id: 'me.user',
    method: 'GET',
    path: 'v2/me',
    summary: 'The signed-in user, re-read on page load from the stored trucks-jwt',
    source: 'portal',
    pathChosen: true,
    responseSchema: LoggedInUserSchema,
  }),
  updateProfile: defineCall<{ body: ProfileUpdate; response: LoggedInUser }>()({
    id: 'me.updateProfile',
    method: 'PUT',
    path: 'v2/me/profile',
    summary: "Profile update (/profile/edit); success shows 'User Profile Successfully Updated'",
    source: 'portal',
    pathChosen: true,
    responseSchema: LoggedInUserSchema,
  }),
  myCarrier: defineCall<{ response: MyCarrier }>()({
    id: 'me.carrier',
    method: 'GET',
    path: 'v2/me/carrier',
    summary: 'The user’s carrier (reads isBroker, isBookable, data)',
    source: '000 §7',
  }),
  myCompany: defineCall<{ response: MyCompany }>()({
    id: 'me.company',
    method: 'GET',
    path: 'v2/me/company',
    summary: 'The user’s company',
    source: '000 §7',
  }),
  notificationPreferences: defineCall<{ response: NotificationPreferences }>()({
    id: 'me.notificationPreferences',
    method: 'GET',
    path: 'v2/me/notification_preferences',
    summary: 'The user’s notification preferences',
    source: '000 §7',
  }),
  openAccessRequestCount: defineCall<{ response: CountResponse }>()({
    id: 'accessRequests.openCount',
    method: 'GET',
    path: 'v1/access_requests/open_count',
    summary: 'Open access request count (admins only; badge refreshed every 5 minutes)',
    source: '000 §7',
    pathChosen: true,
  }),
  videos: defineCall<{ response: TrainingVideoList }>()({
    id: 'content.videos',
    method: 'GET',
    path: 'v1/videos',
    summary: 'Training videos for carriers (/videos): links to the help centre, grouped by category',
    source: 'portal',
    pathChosen: true,
  }),
};

// What entry answers the gate (session-gate.tsx): signed in (and as which variant), a public page, on
// the way to the identity provider, or a sign-in that could not complete and why.
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';

export type SessionVariant = 'full' | 'driver';

export type StartOutcome =
  /** Signed in. `isNewSignIn`: a sign-in happened now (show 'Login Successful'); `returnPath`: where to go. */
  | {
      kind: 'signed-in';
      user: LoggedInUser;
      variant: SessionVariant;
      isNewSignIn: boolean;
      returnPath?: string;
    }
  /** A public page (sign-in, password reset, not found): render it without a session. */
  | { kind: 'public' }
  /** The browser is on its way to the identity provider; render nothing more. */
  | { kind: 'redirecting' }
  /**
   * Sign-in could not complete; the message says why and what to do. `toastSeconds`: also show it as
   * an error toast that long (a 'Do Not Use' carrier, spec 000 §8: 8 s).
   */
  | { kind: 'failed'; message: string; toastSeconds?: number };

/** Messages of a sign-in that could not complete. */
export const SIGN_IN_FAILED = {
  driverLink: 'This driver link is no longer valid. Ask your dispatcher to send a new one.',
  provider: 'Sign-in could not be completed. Try again.',
} as const;

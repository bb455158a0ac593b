// The toasts of the public pages (spec 000 §8, §9): sign-in and reset failures with the 'Do Not Use'
// rule of shared-contracts, and the two successes. One place for the mailbox and the durations.
import { App } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { loginFailureNotice } from '@trucks/shared-contracts/rules/error-message';
import { CARRIER_SERVICES_EMAIL } from '../../lib/carrier-services';

/** "default duration 4 s" (spec 000 §9). */
const DEFAULT_TOAST_SECONDS = 4;

export const CHECK_YOUR_EMAIL = 'Please check your email';
export const PASSWORD_RESET_SUCCESSFUL = 'Password Reset Successful';

interface AccountToasts {
  /** Any sign-in failure: the 'Do Not Use' notice, else 'Wrong username or password.', 8 s. */
  loginFailed: (error: ApiError) => void;
  /** A reset failure: the 'Do Not Use' notice for 8 s, else the server's message. */
  resetFailed: (error: ApiError) => void;
  succeeded: (text: string) => void;
}

export function useAccountToasts(): AccountToasts {
  const { message } = App.useApp();
  return {
    loginFailed: (error) => {
      const notice = loginFailureNotice(error.message, CARRIER_SERVICES_EMAIL);
      void message.error({ content: notice.message, duration: notice.durationSeconds });
    },
    resetFailed: (error) => {
      const notice = loginFailureNotice(error.message, CARRIER_SERVICES_EMAIL);
      if (notice.isDoNotUseCarrier) {
        void message.error({ content: notice.message, duration: notice.durationSeconds });
      } else {
        void message.error({ content: error.message, duration: DEFAULT_TOAST_SECONDS });
      }
    },
    succeeded: (text) => {
      void message.success({ content: text, duration: DEFAULT_TOAST_SECONDS });
    },
  };
}

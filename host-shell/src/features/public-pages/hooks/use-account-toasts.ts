// The toasts of the public pages (spec 000 §8, §9): sign-in and reset failures with the 'Do Not Use'
// rule of shared-contracts (8 s), and the two successes (the App's default duration).
import { App } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { loginFailureNotice } from '@trucks/shared-contracts/rules/error-message';
import { CARRIER_SERVICES_EMAIL } from '../../../lib/carrier-services';

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
        void message.error(error.message);
      }
    },
    succeeded: (text) => {
      void message.success(text);
    },
  };
}

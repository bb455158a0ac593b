// antd's App with the portal's toast durations (spec 000 §9), so `App.useApp()`'s message and
// notification behave the same in the shell, in every remote (which render inside the host's App) and
// in tests. Callers give a duration only for the 8-second login-failure toast.
import type { ReactNode } from 'react';
import { App } from 'antd';
import { TOAST_SECONDS } from '@trucks/shared-contracts/rules/toast-durations';

const MESSAGE_CONFIG = { duration: TOAST_SECONDS.message } as const;
const NOTIFICATION_CONFIG = { duration: TOAST_SECONDS.notification } as const;

export function PortalApp({ children }: { children: ReactNode }) {
  return (
    <App message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
      {children}
    </App>
  );
}

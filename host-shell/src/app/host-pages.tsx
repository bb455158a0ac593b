// The host's own pages, each in a chunk of its own: the dashboard a carrier opens every morning does
// not download the profile form, the contacts table, the videos or the sign-in pages. A chunk that is
// gone after a deploy reloads the page once, as a stale remote chunk does. The pages load as every
// remote's do (shared-ui's lazyPage: into state, without Suspense's 300 ms hold on the reveal).
import { Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { lazyPage as sharedLazyPage } from '@trucks/shared-ui/lazy-page';
import type { LazyPage } from '@trucks/shared-ui/lazy-page';
import { reloadOnceForStaleChunk } from '../lib/stale-chunk-reload';

function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  return sharedLazyPage(() =>
    load().catch((error: unknown) => {
      if (reloadOnceForStaleChunk(error)) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
}

// The dashboard's frame (its score card and tab bar, antd's Tabs and Descriptions): not in the first
// load of a page without them (the driver's list, the load board; issue 26). On /dashboard the start
// (start-runtime.ts) preloads it beside the tab's widget, so it renders in the route's first commit.
export const DashboardFrame = lazyPage(() =>
  import(/* webpackChunkName: "dashboard-frame" */ './dashboard-frame').then(
    (module) => module.DashboardFrame,
  ),
);
export const ProfileRoutes = lazyPage(() =>
  import('../features/profile/components/profile-routes').then((module) => module.ProfileRoutes),
);
export const ContactsRoutes = lazyPage(() =>
  import('../features/contacts/components/contacts-routes').then((module) => module.ContactsRoutes),
);
export const VideosPage = lazyPage(() =>
  import('../features/videos/components/videos-page').then((module) => module.VideosPage),
);
export const StatusPage = lazyPage(() =>
  import('../features/status/components/status-page').then((module) => module.StatusPage),
);
export const LoginPage = lazyPage(() =>
  import('../features/public-pages/components/login-page').then((module) => module.LoginPage),
);
export const RequestPasswordResetPage = lazyPage(() =>
  import('../features/public-pages/components/request-password-reset-page').then(
    (module) => module.RequestPasswordResetPage,
  ),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../features/public-pages/components/reset-password-page').then(
    (module) => module.ResetPasswordPage,
  ),
);
export const PasswordResetLandingPage = lazyPage(() =>
  import('../features/public-pages/components/password-reset-landing-page').then(
    (module) => module.PasswordResetLandingPage,
  ),
);

/** Around a host page: a spinner in the page area for anything in it that suspends; the chrome stays. */
export function HostPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState label="Loading page" />}>{children}</Suspense>;
}

// The shell's React tree: the router, the one QueryClient, the one antd ConfigProvider and App (with
// the portal's toast durations), the session seam and the route table. Remotes render inside it, so
// all of these reach them.
//
// The router wraps antd's App, not the other way round: App renders the holders of `App.useApp()`'s
// message, notification and modal beside the page, outside the route tree, and a toast with a `<Link>`
// (the load board's 'already booked' notice) needs the router there too (issue 27: outside it, the
// Link threw and the whole portal went blank). The root crash boundary sits above App, inside the
// router and the theme, so a render error in a holder shows the crash screen, never an empty body.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { AppSightings } from '@trucks/shared-ui/app-sightings';
import { PortalApp } from '@trucks/shared-ui/portal-app';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { CrashBoundary } from '../features/shell-chrome/components/crash-boundary';
import { ShellRoutes } from './route-table';
import { PORTAL_THEME } from './theme';
import './antd-overrides.css';
import { SessionGate } from './session-seam';
import type { SessionController } from '../features/session/lib/session-controller';

const HOST_APP_NAME = 'host_shell';

function ShellProviders({
  queryClient,
  config,
  children,
}: {
  queryClient: QueryClient;
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {/* Navigations render as ordinary updates, not as transitions: no page waits on a Suspense
            boundary to keep the old screen up (remote regions and lazy pages load into state), and a
            transition renders in 5 ms slices with the browser's work between them: the board's re-sort
            took 57 ms from its first slice to its commit for 43 ms of work (CPU profile). */}
        <BrowserRouter useTransitions={false}>
          {/* No click wave: after a click that changes the page (Apply on a list), antd's wave reads the
              button's computed style at once, a forced style recalculation of 13-16 ms measured on the
              load board's re-sort, on every button of the suite. Buttons keep their pressed state. */}
          <ConfigProvider theme={PORTAL_THEME} wave={{ disabled: true }}>
            <CrashBoundary>
              <PortalApp>{children}</PortalApp>
            </CrashBoundary>
          </ConfigProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

export function Shell({
  queryClient,
  config,
  session,
}: {
  queryClient: QueryClient;
  config: RuntimeConfig;
  session: SessionController;
}) {
  return (
    <ShellProviders queryClient={queryClient} config={config}>
      <AppSightings app={HOST_APP_NAME} />
      <SessionGate controller={session}>
        <ShellRoutes />
      </SessionGate>
    </ShellProviders>
  );
}

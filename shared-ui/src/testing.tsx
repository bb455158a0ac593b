// For tests only. renderWithAntd sends antd's CSS-in-JS to a detached element (jsdom re-cascades
// antd's ~300 KB of CSS on every role query; this keeps an antd test file at seconds) inside a memory
// router. renderInApp adds what the shell gives every page (a fresh QueryClient, the portal's antd
// App for toasts, a LocationProbe), optionally signed in: with the API double (api-double.ts) behind
// the real client, a remote's test runs its pages as they run in the portal.
import type { ReactElement, ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
// eslint-disable-next-line no-restricted-imports -- each test renders with a fresh client, as the host's
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { LoggedInUserSchema } from '@trucks/shared-contracts/domain/user';
import type { LoggedInUser, LoggedInUserInput } from '@trucks/shared-contracts/domain/user';
// eslint-disable-next-line no-restricted-imports -- tests sign in and out as the host does
import { endSession, startSession } from '@trucks/shared-contracts/session/session-writer';
import { PortalApp } from './portal-app';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
}

export function renderWithAntd(ui: ReactElement, { route = '/' }: RenderOptions = {}): RenderResult {
  const styleSink = document.createElement('div');
  return render(
    <StyleProvider container={styleSink}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </StyleProvider>,
  );
}

/** Shows the router's current address, so a test can assert where a click or redirect led. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current address">{`${location.pathname}${location.search}`}</output>;
}

/** The address LocationProbe shows (path and query string). */
export function currentAddress(): HTMLElement {
  return screen.getByRole('status', { name: 'Current address' });
}

/** Renders `ui` (usually an app's standalone routes) at `route`, with a LocationProbe beside it. */
export function renderWithAddress(ui: ReactElement, route: string): RenderResult {
  return renderWithAntd(
    <>
      {ui}
      <LocationProbe />
    </>,
    { route },
  );
}

/** A signed-in user as the API answers it, with the spec's defaults applied. */
export function signedInUser(overrides: Partial<LoggedInUserInput> = {}): LoggedInUser {
  return LoggedInUserSchema.parse({
    id: 'U-100',
    companyId: 'C-100',
    companyName: 'Lone Star Carriers',
    companyNumber: 'CAR-100',
    roles: ['Admin'],
    permissions: ['CarrierPortal'],
    firstName: 'Casey',
    lastName: 'Rivera',
    userName: 'user@carrier.test',
    emailAddresses: [{ value: 'user@carrier.test', isPrimary: true }],
    phoneNumbers: [],
    ...overrides,
  });
}

export interface AppRenderOptions extends RenderOptions {
  /** Signed in as this user (token 'test-jwt'); signed out when absent. */
  user?: LoggedInUser;
  /** Leave the session as the test set it (e.g. a stored token the shell's entry reads). */
  keepSession?: boolean;
  /** Providers of the app around the page (the host's runtime config). */
  wrapper?: (children: ReactNode) => ReactElement;
  /** The query client of the app (one the test has read into already); a fresh one by default. */
  queryClient?: QueryClient;
}

/** A query client as the app's, without retries (a failure shows at once). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Signs `user` in as renderInApp does, for a test whose code runs before anything renders (a preload). */
export function signInForTest(user: LoggedInUser): void {
  startSession({ token: 'test-jwt', user });
}

export function renderInApp(
  ui: ReactElement,
  {
    route = '/',
    user,
    keepSession = false,
    wrapper = (children) => <>{children}</>,
    queryClient = testQueryClient(),
  }: AppRenderOptions = {},
) {
  if (user) signInForTest(user);
  else if (!keepSession) endSession();
  const result = renderWithAntd(
    wrapper(
      <QueryClientProvider client={queryClient}>
        <PortalApp>
          {ui}
          <LocationProbe />
        </PortalApp>
      </QueryClientProvider>,
    ),
    { route },
  );
  return { ...result, queryClient };
}

// For host tests: render inside what the shell gives every page (a fresh QueryClient, antd's App for
// message/notification, the runtime config, a memory router with a LocationProbe), optionally signed in.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { endSession, startSession } from '@trucks/shared-contracts/session/session-writer';
import type { LoggedInUser, LoggedInUserInput } from '@trucks/shared-contracts/domain/user';
import { LoggedInUserSchema } from '@trucks/shared-contracts/domain/user';
import { LocationProbe, renderWithAntd } from '@trucks/shared-ui/testing';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { testConfig } from './fixtures';

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

export interface ShellRenderOptions {
  route?: string;
  /** Signed in as this user (token 'test-jwt'); signed out when absent. */
  user?: LoggedInUser;
  config?: RuntimeConfig;
  /** Leave the session as the test set it (e.g. a stored token the shell's entry reads). */
  keepSession?: boolean;
}

export function renderInShell(
  ui: ReactElement,
  { route = '/', user, config = testConfig, keepSession = false }: ShellRenderOptions = {},
) {
  if (user) startSession({ token: 'test-jwt', user });
  else if (!keepSession) endSession();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = renderWithAntd(
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AntdApp>
          {ui}
          <LocationProbe />
        </AntdApp>
      </QueryClientProvider>
    </RuntimeConfigProvider>,
    { route },
  );
  return { ...result, queryClient };
}

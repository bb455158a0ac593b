// For host tests: shared-ui's renderInApp (a fresh QueryClient, the portal's antd App, a memory router
// with a LocationProbe, optionally signed in) inside the host's runtime config.
import type { ReactElement } from 'react';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { renderInApp } from '@trucks/shared-ui/testing';
import type { AppRenderOptions } from '@trucks/shared-ui/testing';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { testConfig } from './fixtures';

export { signedInUser } from '@trucks/shared-ui/testing';

export interface ShellRenderOptions extends Omit<AppRenderOptions, 'wrapper'> {
  config?: RuntimeConfig;
}

export function renderInShell(
  ui: ReactElement,
  { config = testConfig, ...options }: ShellRenderOptions = {},
) {
  return renderInApp(ui, {
    ...options,
    wrapper: (children) => <RuntimeConfigProvider config={config}>{children}</RuntimeConfigProvider>,
  });
}

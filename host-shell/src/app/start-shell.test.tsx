import { act, screen, within } from '@testing-library/react';
import * as runtime from '@module-federation/enhanced/runtime';
import type { SuiteDiagnostics } from '@trucks/shared-contracts/federation/diagnostics';
import { installRuntimeDouble } from '../test/federation-runtime-double';
import { testConfig } from '../test/fixtures';
import { startShell } from './start-shell';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { answerBadges, NO_BADGES, personas } from '../features/shell-chrome/components/shell-chrome-test-kit';
import { DESKTOP_WIDTH, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { signInDouble } from '../test/sign-in-double';
import { liveToken } from '../test/signed-in-shell';
import { startSession } from '@trucks/shared-contracts/session/session-writer';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

/**
 * A browser signed in earlier (a live trucks-jwt, re-read as the user on start) at `address`, a wide
 * screen, config.json answering and the registry not: the shell's start over test doubles.
 */
function startSignedInAt(address: string) {
  installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
  const fetchJson = jest.fn(async (url: string) => {
    if (url === '/config.json') return testConfig;
    throw new Error(`${url} answered 503`);
  });
  window.history.pushState({}, '', address);
  const container = document.body.appendChild(document.createElement('div'));
  startSession({ token: liveToken(), user: null });
  setViewportWidth(DESKTOP_WIDTH);
  const api = answerBadges(NO_BADGES, installApiDouble()).on(API.account.currentUser, personas.carrier());
  const started = startShell(container, {
    fetchJson,
    loadSignIn: async () => signInDouble(),
    apiFetch: api.fetch,
  });
  return { fetchJson, started };
}

describe('starting the shell', () => {
  it('starts with the registry unreachable: the shell renders and a remote area shows its fallback', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchJson, started } = startSignedInAt('/shipments');
    await act(() => started);

    expect(fetchJson).toHaveBeenCalledWith('/remotes.json');
    expect(await screen.findByText('Shipments is unavailable', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Trucks' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/registry \/remotes.json is unreachable/),
    );

    const diagnostics = (
      window as unknown as { __TRUCKS_DIAGNOSTICS__: () => SuiteDiagnostics }
    ).__TRUCKS_DIAGNOSTICS__();
    expect(diagnostics).toMatchObject({
      queryClientCount: 1,
      routerCount: 1,
      contractsInstances: 1,
      apps: ['host_shell'],
    });
    expect(diagnostics.reactVersions).toHaveLength(1);
    expect(diagnostics.antdVersions).toHaveLength(1);
    consoleError.mockRestore();
  }, 20_000);

  it('opens a load of /dashboard at its first tab, the address replaced before the first render', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The visit's own entry (pushed by startSignedInAt): the start replaces it and adds none.
    const entries = window.history.length + 1;
    const { started } = startSignedInAt('/dashboard?from=sms');
    // Before anything renders: the router starts at the tab, with no redirect of its own to render.
    expect(window.location.pathname + window.location.search).toBe('/dashboard/shipments?from=sms');
    await act(() => started);

    // Replaced, not added: Back leaves the portal as before.
    expect(window.history.length).toBe(entries);
    expect(
      await screen.findByRole('tab', { name: 'Shipments', selected: true }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    consoleError.mockRestore();
  }, 20_000);
});

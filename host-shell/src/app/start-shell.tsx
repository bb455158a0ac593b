// Start order: config.json, the registry, the federation runtime and the current page's remote module
// (start-runtime.ts, begun by bootstrap.tsx before the shell's libraries are evaluated), then
// diagnostics, the stale-chunk listener and the field reports, then the React root. The shell renders even when the
// registry is unreachable.
// config.json, the registry and the current user were requested by the entry already (main.tsx,
// lib/early-requests.ts): their answers are taken here through the usual code paths. With a live
// session the remote module of the current page starts loading before React renders.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from 'antd';
import { exposeDiagnostics } from '@trucks/shared-contracts/federation/diagnostics';
import { REMOTE_REGION_ERROR_EVENT } from '@trucks/shared-ui/remote-region';
import { StatusView } from '@trucks/shared-ui/status-view';
import { fetchNoStoreJson } from '../lib/no-store-json';
import { withEarlyApiResponses, withEarlyDocuments } from '../lib/early-requests';
import type { FetchNoStoreJson } from '../lib/no-store-json';
import { staleChunkListener } from '../lib/stale-chunk-reload';
import { startFieldReports } from '../features/federation/lib/field-reports';
import { createShellQueryClient } from './query-client';
import { preloadFirstReadOnSignIn } from './first-page-read';
import { startRuntime } from './start-runtime';
import { dashboardIndexAddress } from './dashboard-tabs';
import { Shell } from './shell';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { SessionController } from '../features/session/lib/session-controller';
import { isDriverVisit } from '../features/session/lib/driver-app';
import { browserSurface } from '../features/session/lib/browser-surface';
import { hasLiveSession } from '@trucks/shared-contracts/session/session-store';
import { preloadFullLayout } from './full-layout-chunk';
import { nextTask } from '../lib/staged-start';
import type { SignInClient } from '../features/session/lib/sign-in-types';

function StartupFailure({ message }: { message: string }) {
  return (
    <StatusView
      status="error"
      title="Trucks could not start"
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}

/** MSAL in a chunk of its own: a reload with a live session never downloads it. */
function loadMsal(config: RuntimeConfig, origin: string): Promise<SignInClient> {
  return import('../features/session/lib/sign-in-client').then((module) =>
    module.createSignInClient(config, origin),
  );
}

/** What the shell reaches outside itself; tests replace the network and the identity provider. */
export interface ShellDependencies {
  fetchJson: FetchNoStoreJson;
  /** MSAL for this config and origin; loaded on first need. */
  loadSignIn: (config: RuntimeConfig, origin: string) => Promise<SignInClient>;
  /** The fetch behind the API client; the browser's by default. */
  apiFetch?: typeof fetch;
  /** The runtime started already (bootstrap.tsx); by default started here with `fetchJson`. */
  runtime?: Promise<RuntimeConfig>;
}

export async function startShell(
  container: HTMLElement,
  {
    fetchJson = withEarlyDocuments(fetchNoStoreJson),
    loadSignIn = loadMsal,
    apiFetch = withEarlyApiResponses(),
    runtime = startRuntime(fetchJson),
  }: Partial<ShellDependencies> = {},
): Promise<void> {
  // A load of /dashboard starts at its first tab's address, before the router reads it (dashboard-tabs.ts).
  const dashboardAddress = dashboardIndexAddress(window.location.pathname);
  if (dashboardAddress) {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${dashboardAddress}${search}${hash}`);
  }
  // A signed-in visit other than the driver's renders the full frame, a chunk of its own: it loads
  // while the runtime and the session start (shell-layout.tsx).
  if (hasLiveSession() && !isDriverVisit(window.location.href, browserSurface().storage)) preloadFullLayout();
  // The rest of the start in the next task: with this chunk's evaluation and the full frame's script
  // and stylesheet inserts above, it was one task of 72-139 ms at Lighthouse's 4x CPU slowdown on
  // /dashboard (issue 26, `pnpm bench:lantern`), React's root listeners and the field reports included.
  await nextTask();
  exposeDiagnostics(window);
  window.addEventListener(REMOTE_REGION_ERROR_EVENT, staleChunkListener());
  startFieldReports();
  const root = createRoot(container);

  let config;
  try {
    config = await runtime;
  } catch (error) {
    console.error(error);
    root.render(<StartupFailure message="The portal configuration is unavailable. Try again in a moment." />);
    return;
  }
  const queryClient = createShellQueryClient();
  const session = new SessionController({
    config,
    loadSignIn: () => loadSignIn(config, window.location.origin),
    // Server data of one user never shows to the next.
    onSessionEnd: () => queryClient.clear(),
  });
  session.configureApiClient(apiFetch);
  // The landing page's first read starts when the session knows the user, not after the page renders.
  preloadFirstReadOnSignIn(queryClient);

  // The first render as a transition: React renders it in 5 ms slices with the browser's work between
  // them, instead of one task that blocks a phone for the whole tree (issue 8: the first render was one
  // 250 ms task at Lighthouse's 4x CPU slowdown).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Shell queryClient={queryClient} config={config} session={session} />
      </StrictMode>,
    );
  });
}

// The part of the start that needs no React and no antd: config.json, the registry, the federation
// runtime, and (signed in earlier) the current page's remote module. bootstrap.tsx runs it before it
// evaluates the shell's libraries, so the remote's files download while they are evaluated, instead of
// after (issue 8). start-shell.tsx takes its result; a test or a page without bootstrap runs it there.
import { loadRegistryDocument, loadRuntimeConfig } from '../features/federation/lib/startup-documents';
import { startFederation } from '../features/federation/lib/start-federation';
import { hasLiveSession } from '@trucks/shared-contracts/session/session-store';
import { preloadRemoteModule } from '@trucks/shared-ui/remote-slots';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import type { FetchNoStoreJson } from '../lib/no-store-json';
import { DASHBOARD_TABS } from './dashboard-tabs';
import { preloadRouteOwner } from './preload-remote';

/**
 * Starts loading the remote module the current page renders first: the owner's routes, or on
 * /dashboard[/<tab>] that tab's widget (shipments by default), into the slot the page's RemoteRegion
 * renders from (shared-ui's remote-slots), so the region renders it in its first commit once loaded; a
 * failed preload is left to the page's own load, which reports and retries.
 */
function preloadCurrentPage(pathname: string): void {
  const [first, tabKey] = pathname.split('/').filter(Boolean);
  if (first === 'dashboard') {
    const tab = DASHBOARD_TABS.find((candidate) => candidate.key === tabKey) ?? DASHBOARD_TABS[0];
    preloadRemoteModule(tab.module).catch(() => undefined);
    return;
  }
  preloadRouteOwner(pathname);
}

/**
 * Resolves with the runtime config once federation runs; rejects when config.json is unavailable (the
 * shell then shows its start failure). The shell renders even when the registry is unreachable.
 */
export async function startRuntime(fetchJson: FetchNoStoreJson): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig(fetchJson);
  const registry = await loadRegistryDocument(config.registryUrl, fetchJson);
  startFederation({ config, registry });
  // Signed in earlier: the page's remote module downloads while the shell's code is evaluated and React
  // renders.
  if (hasLiveSession()) preloadCurrentPage(window.location.pathname);
  return config;
}

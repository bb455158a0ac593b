// The part of the start that needs no React and no antd: config.json, the registry, the federation
// runtime, and (signed in earlier, or a driver's link) the current page's remote module. bootstrap.tsx runs it before it
// evaluates the shell's libraries, so the remote's files download while they are evaluated, instead of
// after (issue 8). start-shell.tsx takes its result; a test or a page without bootstrap runs it there.
import { loadRegistryDocument, loadRuntimeConfig } from '../features/federation/lib/startup-documents';
import { startFederation } from '../features/federation/lib/start-federation';
import { hasLiveSession } from '@trucks/shared-contracts/session/session-store';
import { preloadRemoteModule } from '@trucks/shared-ui/remote-slots';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import type { FetchNoStoreJson } from '../lib/no-store-json';
import { ROUTE_OWNERS } from '@trucks/shared-contracts/federation/remote-modules';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DRIVER_TOKEN_PARAM } from '../features/session/lib/driver-app';
import { dashboardTabOf } from './dashboard-tabs';
import { preloadRouteOwner } from './preload-remote';

/** A driver's link from a text message (`/?driverToken=...`), before the session controller takes it. */
function isDriverLink(): boolean {
  return new URLSearchParams(window.location.search).has(DRIVER_TOKEN_PARAM);
}

/**
 * Starts loading the remote module the current page renders first: the owner's routes, on
 * /dashboard[/<tab>] that tab's widget (shipments by default), for a driver's link the routes of the
 * driver's list, into the slot the page's RemoteRegion renders from (shared-ui's remote-slots), so the region renders it in its first commit once loaded; a
 * failed preload is left to the page's own load, which reports and retries.
 */
function preloadCurrentPage(pathname: string): void {
  const [first, tabKey] = pathname.split('/').filter(Boolean);
  // A driver's link lands on the driver's list once its token is exchanged: its owner's routes now,
  // the page and its read once the driver is known (first-page-read.ts).
  if (isDriverLink()) {
    preloadRemoteModule(`${ROUTE_OWNERS[paths.shipments()]}/routes`).catch(() => undefined);
    return;
  }
  if (first === 'dashboard') {
    const tab = dashboardTabOf(tabKey);
    preloadRemoteModule(tab.module).catch(() => undefined);
    // The frame around it (score card, tabs) is a chunk of its own: it loads beside the widget, and
    // renders in the route's first commit. Its files are asked for now, beside the shell's libraries
    // (the same chunk as the page's own import: one name); the page takes the module once it has run.
    import(/* webpackChunkName: "dashboard-frame" */ './dashboard-frame').catch(() => undefined);
    import('./host-pages').then((pages) => pages.DashboardFrame.preload()).catch(() => undefined);
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
  if (hasLiveSession() || isDriverLink()) preloadCurrentPage(window.location.pathname);
  return config;
}

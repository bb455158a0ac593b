// Intent-based preloading: when a navigation item is hovered or focused, start loading the remote
// that owns its route, and then the page chunks that path renders and, with the shell's query client,
// its first read (the routes module's `preload`, when it has one), so the click finds the page (or
// most of it) already downloaded. The routes module loads into the slot RemoteRegion renders from
// (shared-ui's remote-slots), so the route's region renders it in its first commit, and the routes
// module renders a preloaded page in its first commit too. A failed preload is
// forgotten: the page's own load reports and retries.
import { ROUTE_OWNERS } from '@trucks/shared-contracts/federation/remote-modules';
import type {
  RemoteApp,
  RemoteModules,
  RoutePrefix,
} from '@trucks/shared-contracts/federation/remote-modules';
import { preloadRemoteModule } from '@trucks/shared-ui/remote-slots';
import type { QueryClient } from '@tanstack/react-query';

/** Each owner's routes module, loading or loaded; a failed load is forgotten. */
const routesModules = new Map<RemoteApp, Promise<RemoteModules[`${RemoteApp}/routes`]>>();

/** The remote-owned prefix of a path ('/tenders/7/preview' -> '/tenders'), if a remote owns it. */
export function remotePrefixOf(path: string): RoutePrefix | undefined {
  const first = `/${path.split(/[?#]/)[0]!.split('/').filter(Boolean)[0] ?? ''}`;
  return first in ROUTE_OWNERS ? (first as RoutePrefix) : undefined;
}

/**
 * Starts loading the routes module of the path's owner, then its `preload` for the path. Resolves once
 * that preload has (the page's chunks loaded, its first read started), or failed; at once for a path
 * no remote owns.
 */
export function preloadRouteOwner(path: string, queryClient?: QueryClient): Promise<void> {
  const prefix = remotePrefixOf(path);
  if (!prefix) return Promise.resolve();
  const owner = ROUTE_OWNERS[prefix];
  let routes = routesModules.get(owner);
  if (!routes) {
    // Into the slot RemoteRegion renders from: the route's region then renders it in its first commit.
    const loading = preloadRemoteModule(`${owner}/routes`);
    loading.catch(() => routesModules.delete(owner));
    routesModules.set(owner, loading);
    routes = loading;
  }
  return routes.then((module) => module.preload?.(path, queryClient)).catch(() => undefined);
}

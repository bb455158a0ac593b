// Intent-based preloading: when a navigation item is hovered or focused, start loading the remote
// that owns its route, so the click finds the module (or most of it) already downloaded. The page
// mounts the same module through RemoteRegion; the federation runtime answers the second request
// from its cache. A failed preload is forgotten: the page's own load reports and retries.
import { ROUTE_OWNERS } from '@trucks/shared-contracts/federation/remote-modules';
import type { RoutePrefix } from '@trucks/shared-contracts/federation/remote-modules';
import { loadRemoteModule } from '@trucks/shared-contracts/federation/remote-loader';

const preloaded = new Set<string>();

/** The remote-owned prefix of a path ('/tenders/7/preview' -> '/tenders'), if a remote owns it. */
function remotePrefixOf(path: string): RoutePrefix | undefined {
  const first = `/${path.split(/[?#]/)[0]!.split('/').filter(Boolean)[0] ?? ''}`;
  return first in ROUTE_OWNERS ? (first as RoutePrefix) : undefined;
}

export function preloadRouteOwner(path: string): void {
  const prefix = remotePrefixOf(path);
  if (!prefix) return;
  const owner = ROUTE_OWNERS[prefix];
  if (preloaded.has(owner)) return;
  preloaded.add(owner);
  loadRemoteModule(`${owner}/routes`).catch(() => preloaded.delete(owner));
}

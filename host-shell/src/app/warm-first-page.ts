// Warming at idle (issue 11): the page a user opens most is the first link of their navigation after
// the dashboard (a carrier's Load Board, a broker's Shipments, a factoring company's Accounting, a
// shipper's Orders). Once the page they landed on has settled, its remote's routes module and page
// chunks load while the browser is idle, so the first click on that link costs only its data. Code
// only: its data is read when the page opens (a load board's rows must be fresh). Not done when the
// browser asks to save data or the connection is 2G, nor when config.json turns it off.
// The full frame (full-layout.tsx) warms at idle only where the side navigation is on screen (a wide
// screen). On a phone the navigation is in a drawer, and opening it is an intent, like a hover: the
// page's code and first read load then. A phone's idle main thread and bytes are not spent on a page
// its user has not reached for (measured: warming at idle cost /dashboard about 120 ms of Lighthouse's
// mobile blocking time).
import type { QueryClient } from '@tanstack/react-query';
import { navigationFor } from '@trucks/shared-contracts/access/navigation';
import type { AccessUser } from '@trucks/shared-contracts/access/user-traits';
import { preloadRouteOwner, remotePrefixOf } from './preload-remote';

/** How long nothing may have finished loading before the page counts as settled. */
const SETTLED_AFTER_QUIET_MS = 500;
/** How often the page is looked at again while it is still busy. */
const LOOK_AGAIN_MS = 250;

/** The first link of the user's navigation that a remote renders, if any. */
export function firstRemotePage(user: AccessUser): string | undefined {
  for (const group of navigationFor(user))
    for (const item of group.items) if (item.kind === 'route' && remotePrefixOf(item.path)) return item.path;
  return undefined;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser asks for fewer bytes: Save-Data, or a 2G connection. */
export function prefersFewerBytes(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The browser's clock of the last resource that finished loading (0 when none, or no Resource Timing). */
function lastResourceEnd(): number {
  if (typeof performance.getEntriesByType !== 'function') return 0;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return entries.reduce((latest, entry) => Math.max(latest, entry.responseEnd), 0);
}

type Idle = (run: () => void) => () => void;

/** requestIdleCallback where there is one (not Safari), else the next task. */
const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
};

/**
 * Calls `run` once the page has settled (the document loaded, no query fetching or saving, nothing
 * finished loading for SETTLED_AFTER_QUIET_MS) and the browser is idle. Returns a cancel function.
 */
export function whenPageSettled(
  queryClient: QueryClient,
  run: () => void,
  idle: Idle = whenIdle,
): () => void {
  let cancelled = false;
  let cancelWait: () => void = () => undefined;
  const look = () => {
    if (cancelled) return;
    const busy =
      document.readyState !== 'complete' ||
      queryClient.isFetching() > 0 ||
      queryClient.isMutating() > 0 ||
      performance.now() - lastResourceEnd() < SETTLED_AFTER_QUIET_MS;
    if (busy) {
      const handle = window.setTimeout(look, LOOK_AGAIN_MS);
      cancelWait = () => window.clearTimeout(handle);
      return;
    }
    cancelWait = idle(() => {
      if (!cancelled) run();
    });
  };
  look();
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/**
 * Loads the code of `user`'s first remote page once the current page has settled, unless the user is
 * on it already or the browser asks for fewer bytes. Returns a cancel function (the user signed out).
 */
export function warmFirstPage(user: AccessUser, queryClient: QueryClient, idle?: Idle): () => void {
  const path = firstRemotePage(user);
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!path || prefersFewerBytes(connection)) return () => undefined;
  return whenPageSettled(
    queryClient,
    () => {
      // The user may have opened it meanwhile: its own load already has the code.
      if (remotePrefixOf(window.location.pathname) === remotePrefixOf(path)) return;
      preloadRouteOwner(path);
    },
    idle,
  );
}

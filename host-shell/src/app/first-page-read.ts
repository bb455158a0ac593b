// The first read of the page a user lands on, started the moment the session knows the user, instead of
// after the shell, the route and the page have rendered: the dashboard tab's widget read (its module's
// `preload`) with the score card's, or the page's first read through its routes module
// (`preload(path, queryClient)`). The modules themselves were asked for at start (start-runtime.ts); a
// read waits for its module, not for React. The page's own read then finds it in the query cache or on
// its way. The shell's own reads (the navigation badges) wait for it (lib/first-content.ts).
//
// On a phone on a cellular network this is the difference between the driver's cards or the dashboard's
// list arriving with the page's scripts, and arriving a render and a round trip after them (issue 26).
import type { QueryClient } from '@tanstack/react-query';
import { evaluatePathAccess } from '@trucks/shared-contracts/access/route-access';
import { personaFallbackPath } from '@trucks/shared-contracts/access/user-traits';
import type { AccessUser } from '@trucks/shared-contracts/access/user-traits';
import { sessionStore } from '@trucks/shared-contracts/session/session-store';
import { preloadRemoteModule } from '@trucks/shared-ui/remote-slots';
import { dashboardTabOf } from './dashboard-tabs';
import { preloadRouteOwner, remotePrefixOf } from './preload-remote';
import { holdShellReadsFor } from '../lib/first-content';
import { prefetchPerformanceMetric } from '../features/scorecard/api/performance-metric';

/** Where a path lands for this user: the fallback for the root (a driver's link lands on '/'). */
export function landingPath(path: string, user: AccessUser): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return pathname === '/' || pathname === '' ? personaFallbackPath(user) : path;
}

/** Resolves once no query of the client is fetching (at once when none is). */
function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the first read of `path` for `user`, when the user may open it. Failures are the page's. The
 * shell's own reads (the navigation badges) wait for it (lib/first-content.ts): the module, its
 * preload, and the reads that preload started.
 */
export function preloadFirstRead(path: string, user: AccessUser, queryClient: QueryClient): void {
  const landing = landingPath(path, user);
  const pathname = landing.split(/[?#]/)[0]!;
  // A page the user may not open shows 'not authorized': no read, no error for a page never shown.
  if (evaluatePathAccess(user, pathname) !== 'allowed') return;
  const [first, tabKey] = pathname.split('/').filter(Boolean);
  let preloaded: Promise<unknown>;
  if (first === 'dashboard') {
    const tab = dashboardTabOf(tabKey);
    preloaded = Promise.all([
      preloadRemoteModule(tab.module).then((module) => module.preload?.(queryClient)),
      // The score card above the tabs (dashboard-frame.tsx).
      prefetchPerformanceMetric(queryClient, sessionStore.getState().user?.companyId),
    ]);
  } else if (remotePrefixOf(landing)) {
    preloaded = preloadRouteOwner(landing, queryClient);
  } else {
    // The shell's own page: nothing to read first.
    return;
  }
  holdShellReadsFor(preloaded.catch(() => undefined).then(() => queriesSettled(queryClient)));
}

/**
 * Calls preloadFirstRead for the current address once the session has a user (the early current-user
 * answer, or a driver's sign-in). Once per page: later sign-ins navigate and read as usual. Returns a
 * cancel function.
 */
export function preloadFirstReadOnSignIn(
  queryClient: QueryClient,
  currentPath: () => string = () => `${window.location.pathname}${window.location.search}`,
): () => void {
  const start = (user: AccessUser) => preloadFirstRead(currentPath(), user, queryClient);
  const signedIn = sessionStore.getState().user;
  if (signedIn) {
    start(signedIn);
    return () => undefined;
  }
  const unsubscribe = sessionStore.subscribe((state) => {
    if (!state.user) return;
    unsubscribe();
    start(state.user);
  });
  return unsubscribe;
}

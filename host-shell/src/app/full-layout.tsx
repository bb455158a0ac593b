// The full variant's frame around the page: the top bar with the shipment search, the side navigation
// with its badges, the expired-token modal (shell-chrome's ShellFrame). A chunk of its own
// (full-layout-chunk.ts): the driver's variant shows none of it, so the driver's link from a text
// message does not download it (issue 26).
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ShellFrame } from '../features/shell-chrome/components/shell-frame';
import { ShipmentSearch } from '../features/shipment-search/components/shipment-search';
import { useLogout } from '../features/session/components/session-gate';
import { useRuntimeConfig } from '../lib/runtime-config';
import { preloadRouteOwner } from './preload-remote';
import { useAccessUser } from './session-seam';
import { firstRemotePage, warmFirstPage } from './warm-first-page';
import { useHasSideNavigation } from '../lib/viewport';
import { HostPage } from './host-pages';

export function FullLayout() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const preloadOnIntent = useCallback((path: string) => preloadRouteOwner(path, queryClient), [queryClient]);
  const user = useAccessUser();
  // Wide screens: the navigation's links are one click away, so the first page's code loads at idle
  // (config.json can turn that off). Phones: the navigation is in a drawer, and opening it is an intent,
  // like a hover: the first page's code and its first read load then, fresh.
  const warmAtIdle = useRuntimeConfig().warmFirstPageAtIdle !== false;
  const hasSideNavigation = useHasSideNavigation();
  useEffect(
    () => (user && warmAtIdle && hasSideNavigation ? warmFirstPage(user, queryClient) : undefined),
    [user, warmAtIdle, hasSideNavigation, queryClient],
  );
  const preloadOnNavigationShown = useCallback(() => {
    const path = user ? firstRemotePage(user) : undefined;
    if (path) preloadRouteOwner(path, queryClient);
  }, [user, queryClient]);
  return (
    <ShellFrame
      variant="full"
      search={<ShipmentSearch />}
      onLogout={logout}
      onNavigationIntent={preloadOnIntent}
      onNavigationShown={preloadOnNavigationShown}
    >
      <HostPage>
        <Outlet />
      </HostPage>
    </ShellFrame>
  );
}

// The authenticated frame: the chrome (top bar with the shipment search, side navigation with badges,
// or nothing of it in the driver variant) around the page, and the public layout for sign-in pages.
import { useCallback, useEffect } from 'react';
import { theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ShellFrame } from '../features/shell-chrome/components/shell-frame';
import { ShipmentSearch } from '../features/shipment-search/components/shipment-search';
import { useLogout, useSessionVariant } from '../features/session/components/session-gate';
import { useRuntimeConfig } from '../lib/runtime-config';
import { preloadRouteOwner } from './preload-remote';
import { useAccessUser } from './session-seam';
import { firstRemotePage, warmFirstPage } from './warm-first-page';
import { useHasSideNavigation } from '../lib/viewport';
import { HostPage } from './host-pages';

export function ShellLayout() {
  const variant = useSessionVariant();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const preloadOnIntent = useCallback((path: string) => preloadRouteOwner(path, queryClient), [queryClient]);
  const user = useAccessUser();
  // Wide screens: the navigation's links are one click away, so the first page's code loads at idle
  // (config.json can turn that off). Phones: the navigation is in a drawer, and opening it is an intent,
  // like a hover: the first page's code and its first read load then, fresh.
  const warmAtIdle = useRuntimeConfig().warmFirstPageAtIdle !== false && variant === 'full';
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
      variant={variant}
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

/** Public pages (sign-in, password reset, activation): a centred card without the shell. */
export function PublicLayout() {
  const { token } = theme.useToken();
  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: token.colorBgLayout }}
    >
      <Outlet />
    </main>
  );
}

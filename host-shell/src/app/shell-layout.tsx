// The authenticated frame: the chrome (top bar with the shipment search, side navigation with badges,
// or nothing of it in the driver variant) around the page, and the public layout for sign-in pages.
import { useCallback } from 'react';
import { theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ShellFrame } from '../features/shell-chrome/shell-frame';
import { ShipmentSearch } from '../features/shipment-search/components/shipment-search';
import { useLogout, useSessionVariant } from '../features/session/session-gate';
import { preloadRouteOwner } from './preload-remote';
import { HostPage } from './host-pages';

export function ShellLayout() {
  const variant = useSessionVariant();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const preloadOnIntent = useCallback((path: string) => preloadRouteOwner(path, queryClient), [queryClient]);
  return (
    <ShellFrame
      variant={variant}
      search={<ShipmentSearch />}
      onLogout={logout}
      onNavigationIntent={preloadOnIntent}
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

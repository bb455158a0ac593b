// The authenticated frame: a slot for the top bar, a slot for the side navigation, the page. The
// navigation issue fills the slots; until then the navigation holds only the home link, so the shell
// always has its navigation landmark.
import type { ReactNode } from 'react';
import { Layout, theme } from 'antd';
import { Link, Outlet } from 'react-router';

export interface ShellLayoutProps {
  /** The top bar (toggle, logo, shipment search, help, updates, user menu): later issue. */
  topBar?: ReactNode;
  /** The side navigation groups and badges: later issue. */
  sideNav?: ReactNode;
}

export function ShellLayout({ topBar, sideNav }: ShellLayoutProps) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {topBar}
      <Layout hasSider>
        <nav
          aria-label="Main navigation"
          style={{
            flex: '0 0 auto',
            padding: token.paddingSM,
            background: token.colorBgContainer,
            borderRight: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {sideNav ?? <Link to="/dashboard">Trucks</Link>}
        </nav>
        <Layout.Content style={{ minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
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

// The authenticated layout (spec 000 §1, §2 "Shell"). 'full': the top bar, the side navigation and
// the page. 'driver': "The driver variant hides the top bar and the side navigation", so only the page.
// From 900px the navigation is a rail (60px, 240px on hover over the page, or pinned open by the
// toggle and remembered); below 900px it is hidden and the toggle opens it as a drawer, whose code
// (navigation-drawer.tsx, antd's Drawer) loads when the toggle is first used or pointed at.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { lazyPanel, useOpenedOnDemand } from '@trucks/shared-ui/lazy-panel';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { useHasSideNavigation } from '../../../lib/viewport';
import { CrashBoundary } from './crash-boundary';
import { ExpiredSamsaraModal } from './expired-samsara-modal';
import { PageOnlyFrame } from './page-only-frame';
import { useNavigationBadges } from '../api/navigation-badges';
import type { ShellBadgeCounts } from '../api/navigation-badges';
import { useNavigationOpen } from '../hooks/use-navigation-open';
import type { NavigationDrawerProps } from './navigation-drawer';
import { COLLAPSED_NAVIGATION_WIDTH, EXPANDED_NAVIGATION_WIDTH, TOP_BAR_HEIGHT } from './frame-sizes';
import type { SideNavigationProps } from './side-navigation';
import { TopBar } from './top-bar';

// The navigation with its icons (20 of them, about 8 KB compressed) is not on a phone's first load: a
// phone shows it in the drawer, which loads on intent, and the driver's variant never shows it. A wide
// screen loads it with the frame's first render, its rail's place kept meanwhile.
const SIDE_NAVIGATION = lazyPanel<SideNavigationProps>(
  () => import('./side-navigation').then((m) => m.SideNavigation),
  'Loading the navigation',
  'The navigation could not be loaded.',
);

const NAVIGATION_DRAWER = lazyPanel<NavigationDrawerProps>(
  () => import('./navigation-drawer').then((m) => m.NavigationDrawer),
  'Loading the navigation',
  'The navigation could not be loaded.',
);

export interface ShellFrameProps {
  variant: 'full' | 'driver';
  /** The top bar's shipment search box. */
  search: ReactNode;
  onLogout: () => void;
  /** Mouse enter or focus of a navigation item, with its path (to preload the remote). */
  onNavigationIntent?: (path: string) => void;
  /** Called when the phone's navigation drawer opens (the host preloads the first page, as on a hover). */
  onNavigationShown?: () => void;
  /** The page. */
  children: ReactNode;
}

export function ShellFrame({
  variant,
  search,
  onLogout,
  onNavigationIntent,
  onNavigationShown,
  children,
}: ShellFrameProps) {
  const user = useSession((session) => session.user);
  if (variant === 'driver' || !user) return <PageOnlyFrame>{children}</PageOnlyFrame>;
  return (
    <FullFrame
      user={user}
      search={search}
      onLogout={onLogout}
      onNavigationIntent={onNavigationIntent}
      onNavigationShown={onNavigationShown}
    >
      {children}
    </FullFrame>
  );
}

interface FullFrameProps {
  user: LoggedInUser;
  search: ReactNode;
  onLogout: () => void;
  onNavigationIntent?: ((path: string) => void) | undefined;
  onNavigationShown?: (() => void) | undefined;
  children: ReactNode;
}

function FullFrame({
  user,
  search,
  onLogout,
  onNavigationIntent,
  onNavigationShown,
  children,
}: FullFrameProps) {
  const { token } = theme.useToken();
  const hasSideNavigation = useHasSideNavigation();
  const pinned = useNavigationOpen((state) => state.isOpen);
  const togglePinned = useNavigationOpen((state) => state.toggle);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useOpenedOnDemand(NAVIGATION_DRAWER);
  const badges = useNavigationBadges(user);

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
      }}
    >
      <TopBar
        user={user}
        search={search}
        navigationOpen={hasSideNavigation ? pinned : drawerOpen}
        onToggleNavigation={
          hasSideNavigation
            ? togglePinned
            : () => {
                if (drawerOpen) setDrawerOpen(false);
                else
                  drawer.open(() => {
                    onNavigationShown?.();
                    setDrawerOpen(true);
                  });
              }
        }
        onToggleIntent={hasSideNavigation ? undefined : drawer.preload}
        toggleLoading={!hasSideNavigation && drawer.loading}
        openAccessRequests={badges.openAccessRequests}
        onLogout={onLogout}
      />
      <div style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {hasSideNavigation ? (
          <NavigationRail
            user={user}
            badges={badges}
            pinned={pinned}
            onLogout={onLogout}
            onNavigationIntent={onNavigationIntent}
          />
        ) : drawer.Part ? (
          <drawer.Part
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            badges={badges}
            onLogout={onLogout}
            onNavigationIntent={onNavigationIntent}
          />
        ) : null}
        {/* Pages stick their own title bar (shared-ui PageFrame) below the shell's sticky top bar. */}
        <main style={{ flex: 1, minWidth: 0, ['--trucks-sticky-top' as string]: `${TOP_BAR_HEIGHT}px` }}>
          <CrashBoundary>{children}</CrashBoundary>
        </main>
      </div>
      <ExpiredSamsaraModal />
    </div>
  );
}

interface NavigationRailProps {
  user: LoggedInUser;
  badges: ShellBadgeCounts;
  pinned: boolean;
  onLogout: () => void;
  onNavigationIntent?: ((path: string) => void) | undefined;
}

/** The wide-screen navigation: its slot keeps 60px (240px pinned); hovered, the rail overlays the page. */
function NavigationRail({ pinned, ...navigation }: NavigationRailProps) {
  const { token } = theme.useToken();
  const [peeking, setPeeking] = useState(false);
  const expanded = pinned || peeking;
  const slotWidth = pinned ? EXPANDED_NAVIGATION_WIDTH : COLLAPSED_NAVIGATION_WIDTH;
  return (
    <div style={{ flex: `0 0 ${slotWidth}px`, transition: 'flex-basis 0.2s' }}>
      <SIDE_NAVIGATION
        {...navigation}
        expanded={expanded}
        style={{
          position: 'sticky',
          top: TOP_BAR_HEIGHT,
          zIndex: 15,
          width: expanded ? EXPANDED_NAVIGATION_WIDTH : COLLAPSED_NAVIGATION_WIDTH,
          height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
          borderRight: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: peeking && !pinned ? token.boxShadowSecondary : undefined,
          transition: 'width 0.2s',
        }}
        onMouseEnter={() => setPeeking(true)}
        onMouseLeave={() => setPeeking(false)}
        onFocus={() => setPeeking(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPeeking(false);
        }}
      />
    </div>
  );
}

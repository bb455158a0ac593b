// The top bar (spec 000 §2): navigation toggle, the Trucks logo to the dashboard (to the persona's
// home for those the dashboard does not open, as the Dashboard item: `homePathFor`), the environment
// marker, the page title (the first path segment split at capitals and hyphens), the shipment search,
// the help-desk link, application updates and the user menu.
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Button, Typography, theme } from 'antd';
import { CarOutlined, MenuOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { homePathFor } from '@trucks/shared-contracts/access/navigation';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useIsMobile } from '../../../lib/viewport';
import { ApplicationUpdates } from './application-updates';
import { EnvironmentMarker } from './environment-marker';
import { TOP_BAR_HEIGHT } from './frame-sizes';
import { UserMenu } from './user-menu';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface TopBarProps {
  user: LoggedInUser;
  /** The shipment search box (another feature). */
  search: ReactNode;
  /** Whether the navigation is open (pinned, or the mobile drawer shown): the toggle's aria-expanded. */
  navigationOpen: boolean;
  onToggleNavigation: () => void;
  /** The pointer or the focus on the toggle (the phone's drawer starts loading). */
  onToggleIntent?: (() => void) | undefined;
  /** The toggle waits for the phone's drawer to load (it spins after 200 ms). */
  toggleLoading?: boolean;
  openAccessRequests: number | undefined;
  onLogout: () => void;
}

/**
 * The bar follows the address only through its title (PageTitleHeading): a navigation, or a list's
 * filters, sort and page in the query string, render the title again and not the bar's menus, search
 * and buttons (the bar is memoized).
 */
export const TopBar = memo(function TopBar({
  user,
  search,
  navigationOpen,
  onToggleNavigation,
  onToggleIntent,
  toggleLoading = false,
  openAccessRequests,
  onLogout,
}: TopBarProps) {
  const { token } = theme.useToken();
  const { links } = useRuntimeConfig();
  const isMobile = useIsMobile();
  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        height: TOP_BAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: token.marginXS,
        paddingInline: token.paddingXS,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        aria-label="Toggle navigation"
        aria-expanded={navigationOpen}
        icon={<MenuOutlined aria-hidden />}
        loading={toggleLoading && { delay: 200 }}
        onClick={onToggleNavigation}
        onPointerEnter={onToggleIntent}
        onPointerDown={onToggleIntent}
        onFocus={onToggleIntent}
      />
      <Link
        to={homePathFor(user)}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          fontSize: 18,
          fontWeight: 700,
          color: token.colorPrimary,
          whiteSpace: 'nowrap',
          textDecoration: 'none',
        }}
      >
        <CarOutlined aria-hidden />
        Trucks
      </Link>
      <EnvironmentMarker />
      <PageTitleHeading isMobile={isMobile} />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>{search}</div>
      <Button
        type="text"
        href={links.helpDesk}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Help Desk"
        icon={<QuestionCircleOutlined aria-hidden />}
      />
      <ApplicationUpdates />
      <UserMenu user={user} openAccessRequests={openAccessRequests} onLogout={onLogout} />
    </header>
  );
});

/** The page title from the address: the only part of the bar a navigation renders again. */
function PageTitleHeading({ isMobile }: { isMobile: boolean }) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const title = pageTitleFromPath(pathname);
  if (!title) return null;
  return (
    <Typography.Title
      level={1}
      // On a phone the page's own title bar shows the title right below; the top bar keeps it for
      // screen readers only, and its width for the search and the menus. One line, cut with an
      // ellipsis by CSS (no measuring on each navigation).
      style={
        isMobile
          ? VISUALLY_HIDDEN
          : {
              margin: 0,
              marginInlineStart: token.marginXS,
              fontSize: 20,
              minWidth: 0,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }
      }
    >
      {title}
    </Typography.Title>
  );
}

// The side navigation (spec 000 §2): the groups and items of navigationFor(user) in order, route
// items as NavLinks (the active one highlighted, aria-current="page"), Support to the help desk in a
// new tab, Logout. Collapsed it is a 60px rail of icons (each item keeps its name in aria-label),
// expanded 240px with labels and group headings.
import { useId } from 'react';
import type { CSSProperties, FocusEventHandler, MouseEventHandler, ReactNode } from 'react';
import { theme } from 'antd';
import { NavLink } from 'react-router';
import { navigationFor } from '@trucks/shared-contracts/access/navigation';
import type { NavigationItem } from '@trucks/shared-contracts/access/navigation';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { CountBadge } from './count-badge';
import { FALLBACK_NAVIGATION_ICON, NAVIGATION_ICON } from './navigation-icons';
import type { ShellBadgeCounts } from '../api/navigation-badges';
import { COLLAPSED_NAVIGATION_WIDTH } from './frame-sizes';

export interface SideNavigationProps {
  user: LoggedInUser;
  badges: ShellBadgeCounts;
  /** Labels and group headings shown (240px); otherwise the 60px icon rail. */
  expanded: boolean;
  onLogout: () => void;
  /** Called on mouse enter or focus of a route item, with its path (the host preloads the remote). */
  onNavigationIntent?: ((path: string) => void) | undefined;
  /** Called after an item is chosen (the mobile drawer closes). */
  onItemChosen?: (() => void) | undefined;
  style?: CSSProperties;
  onMouseEnter?: MouseEventHandler<HTMLElement>;
  onMouseLeave?: MouseEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
}

export function SideNavigation({
  user,
  badges,
  expanded,
  onLogout,
  onNavigationIntent,
  onItemChosen,
  style,
  ...handlers
}: SideNavigationProps) {
  const { token } = theme.useToken();
  const groups = navigationFor(user);
  // A user whose home is another item's page (a factoring user's Accounting, a driver's Shipments)
  // has Dashboard lead there too: that item, not Dashboard, is the current page.
  const otherPaths = new Set(
    groups.flatMap(({ items }) =>
      items.flatMap((item) => (item.kind === 'route' && item.key !== 'dashboard' ? [item.path] : [])),
    ),
  );
  return (
    <nav
      aria-label="Main navigation"
      style={{ background: token.colorBgContainer, overflowX: 'hidden', overflowY: 'auto', ...style }}
      {...handlers}
    >
      {groups.map((group) => (
        <div key={group.key} style={{ paddingBlock: token.paddingXXS }}>
          {group.label ? (
            expanded ? (
              <div
                aria-hidden
                style={{
                  padding: `${token.paddingXS}px ${token.padding}px 2px`,
                  fontSize: token.fontSizeSM,
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  color: token.colorTextTertiary,
                  whiteSpace: 'nowrap',
                }}
              >
                {group.label}
              </div>
            ) : (
              <hr
                aria-hidden
                style={{
                  border: 0,
                  borderTop: `1px solid ${token.colorBorderSecondary}`,
                  margin: '4px 12px',
                }}
              />
            )
          ) : null}
          <ul aria-label={group.label ?? 'Dashboard'} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.items.map((item) => (
              <li key={item.key}>
                <NavigationEntry
                  item={item}
                  leadsToAnotherItem={
                    item.key === 'dashboard' && item.kind === 'route' && otherPaths.has(item.path)
                  }
                  badges={badges}
                  expanded={expanded}
                  onLogout={onLogout}
                  onNavigationIntent={onNavigationIntent}
                  onItemChosen={onItemChosen}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

interface NavigationEntryProps {
  item: NavigationItem;
  /** Leads to another item's page: never shown as the current page (that item is). */
  leadsToAnotherItem: boolean;
  badges: ShellBadgeCounts;
  expanded: boolean;
  onLogout: () => void;
  onNavigationIntent?: ((path: string) => void) | undefined;
  onItemChosen?: (() => void) | undefined;
}

function NavigationEntry({
  item,
  leadsToAnotherItem,
  badges,
  expanded,
  onLogout,
  onNavigationIntent,
  onItemChosen,
}: NavigationEntryProps) {
  const { token } = theme.useToken();
  const { links } = useRuntimeConfig();
  const badgeId = useId();
  const Icon = NAVIGATION_ICON[item.key] ?? FALLBACK_NAVIGATION_ICON;
  const badge = item.kind === 'route' ? item.badge : undefined;
  const count = badge ? badges[badge] : undefined;

  const row = (isActive: boolean): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    height: 40,
    padding: 0,
    border: 0,
    borderLeft: `3px solid ${isActive ? token.colorPrimary : 'transparent'}`,
    background: isActive ? token.colorPrimaryBg : 'transparent',
    color: isActive ? token.colorPrimary : token.colorText,
    fontWeight: isActive ? 600 : 400,
    fontFamily: 'inherit',
    fontSize: 'inherit',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  });
  const content: ReactNode = (
    <>
      <span
        style={{
          flex: `0 0 ${COLLAPSED_NAVIGATION_WIDTH - 3}px`,
          display: 'inline-flex',
          justifyContent: 'center',
          fontSize: 18,
        }}
      >
        <Icon aria-hidden />
      </span>
      {expanded ? (
        <span aria-hidden style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {item.label}
        </span>
      ) : null}
    </>
  );

  switch (item.kind) {
    case 'route': {
      const intent = () => onNavigationIntent?.(item.path);
      // The count sits beside the link, over its icon, not inside it: the link's name stays its label
      // and matches its visible text (WCAG 2.5.3), and aria-describedby reads the count with it.
      return (
        <div style={{ position: 'relative' }}>
          <NavLink
            to={item.path}
            aria-label={item.label}
            aria-describedby={count ? badgeId : undefined}
            aria-current={leadsToAnotherItem ? false : 'page'}
            style={({ isActive }) => row(isActive && !leadsToAnotherItem)}
            onMouseEnter={intent}
            onFocus={intent}
            onClick={onItemChosen}
          >
            {content}
          </NavLink>
          {badge && count ? (
            <span style={{ position: 'absolute', top: 2, left: 30, pointerEvents: 'none' }}>
              <CountBadge badge={badge} count={count} id={badgeId} />
            </span>
          ) : null}
        </div>
      );
    }
    case 'external':
      return (
        <a
          href={links.helpDesk}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={item.label}
          style={row(false)}
          onClick={onItemChosen}
        >
          {content}
        </a>
      );
    case 'logout':
      return (
        <button
          type="button"
          aria-label={item.label}
          style={row(false)}
          onClick={() => {
            onItemChosen?.();
            onLogout();
          }}
        >
          {content}
        </button>
      );
  }
}

// The top bar's user menu button (spec 000 §2). Its dropdown (user-menu-dropdown.tsx, antd's Dropdown
// and Menu) is a chunk of its own, not on the first paint: it loads when the pointer or the focus
// reaches the button, or on the first click, which then waits for it (the button spins after 200 ms)
// and opens it. The button the dropdown wraps is a new one: it takes the focus if the old one had it.
import { useLayoutEffect, useRef, useState } from 'react';
import { Avatar, Badge, Button, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { lazyPanel, useOpenedOnDemand } from '@trucks/shared-ui/lazy-panel';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { useIsMobile } from '../../../lib/viewport';
import type { UserMenuDropdownProps } from './user-menu-dropdown';

const USER_MENU_DROPDOWN = lazyPanel<UserMenuDropdownProps>(
  () => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown),
  'Loading the user menu',
  'The user menu could not be loaded.',
);

export interface UserMenuProps {
  user: LoggedInUser;
  /** The open access-request count (admins); undefined while unknown. */
  openAccessRequests: number | undefined;
  onLogout: () => void;
}

export function UserMenu({ user, openAccessRequests, onLogout }: UserMenuProps) {
  const isMobile = useIsMobile();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const menu = useOpenedOnDemand(USER_MENU_DROPDOWN);
  const button = useRef<HTMLButtonElement>(null);
  const focusOnArrival = useRef(false);
  const Dropdown = menu.Part;
  useLayoutEffect(() => {
    if (Dropdown && focusOnArrival.current) button.current?.focus({ preventScroll: true });
    focusOnArrival.current = false;
  }, [Dropdown]);

  const trigger = (
    <Button
      ref={button}
      type="text"
      aria-label={`User menu for ${fullName}`}
      style={{ paddingInline: 4 }}
      loading={menu.loading && { delay: 200 }}
      onPointerEnter={menu.preload}
      onPointerDown={menu.preload}
      onFocus={menu.preload}
      onClick={() => {
        // Once loaded, the dropdown opens and closes on its own clicks.
        if (Dropdown) return;
        focusOnArrival.current = document.activeElement === button.current;
        menu.open(() => setOpen(true));
      }}
    >
      {/* An icon, not initials: the button's visible text is then just the name its label holds. */}
      <Badge dot={Boolean(openAccessRequests)} color={token.colorError}>
        <Avatar
          size="small"
          icon={<UserOutlined aria-hidden />}
          aria-hidden
          style={{ backgroundColor: token.colorPrimary }}
        />
      </Badge>
      {isMobile ? null : <span aria-hidden>{fullName}</span>}
    </Button>
  );
  if (!Dropdown) return trigger;
  return (
    <Dropdown
      user={user}
      openAccessRequests={openAccessRequests}
      onLogout={onLogout}
      open={open}
      onOpenChange={setOpen}
    >
      {trigger}
    </Dropdown>
  );
}

// The user menu's dropdown (spec 000 §2): userMenuFor(user, { isMobile }) in order. My Profile and
// Contacts (labelled Admin for admins, with the open access-request count) are links; API
// Documentation (admins, not on mobile) opens in a new tab; Logout signs out. A chunk of its own: antd's
// Dropdown (and its Menu) is not on the first paint, it loads when the menu button is first used or
// pointed at (user-menu.tsx).
import type { ReactElement } from 'react';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { ApiOutlined, LogoutOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { userMenuFor } from '@trucks/shared-contracts/access/navigation';
import type { UserMenuItem } from '@trucks/shared-contracts/access/navigation';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useIsMobile } from '../../../lib/viewport';
import { CountBadge } from './count-badge';

export interface UserMenuDropdownProps {
  user: LoggedInUser;
  /** The open access-request count (admins); undefined while unknown. */
  openAccessRequests: number | undefined;
  onLogout: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button. */
  children: ReactElement;
}

export function UserMenuDropdown({
  user,
  openAccessRequests,
  onLogout,
  open,
  onOpenChange,
  children,
}: UserMenuDropdownProps) {
  const isMobile = useIsMobile();
  const { links } = useRuntimeConfig();

  const entry = (item: UserMenuItem): NonNullable<MenuProps['items']>[number] => {
    switch (item.key) {
      case 'profile':
        return {
          key: item.key,
          icon: <UserOutlined aria-hidden />,
          label: <Link to={item.path}>{item.label}</Link>,
        };
      case 'contacts':
        return {
          key: item.key,
          icon: <TeamOutlined aria-hidden />,
          label: <Link to={item.path}>{item.label}</Link>,
          extra: item.badge ? <CountBadge badge={item.badge} count={openAccessRequests} /> : undefined,
        };
      case 'api-documentation':
        return {
          key: item.key,
          icon: <ApiOutlined aria-hidden />,
          label: (
            <a href={links.apiDocumentation} target="_blank" rel="noopener noreferrer">
              {item.label}
            </a>
          ),
        };
      case 'logout':
        return { key: item.key, icon: <LogoutOutlined aria-hidden />, label: item.label };
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items: userMenuFor(user, { isMobile }).map(entry),
        onClick: ({ key }) => {
          if (key === 'logout') onLogout();
        },
      }}
    >
      {children}
    </Dropdown>
  );
}

// The top bar's user menu (spec 000 §2): userMenuFor(user, { isMobile }) in order. My Profile and
// Contacts (labelled Admin for admins, with the open access-request count) are links; API
// Documentation (admins, not on mobile) opens in a new tab; Logout signs out.
import { Avatar, Badge, Button, Dropdown, theme } from 'antd';
import type { MenuProps } from 'antd';
import { ApiOutlined, LogoutOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { userMenuFor } from '@trucks/shared-contracts/access/navigation';
import type { UserMenuItem } from '@trucks/shared-contracts/access/navigation';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useIsMobile } from '../../../lib/viewport';
import { CountBadge } from './count-badge';

export interface UserMenuProps {
  user: LoggedInUser;
  /** The open access-request count (admins); undefined while unknown. */
  openAccessRequests: number | undefined;
  onLogout: () => void;
}

export function UserMenu({ user, openAccessRequests, onLogout }: UserMenuProps) {
  const isMobile = useIsMobile();
  const { links } = useRuntimeConfig();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  const { token } = theme.useToken();

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
      menu={{
        items: userMenuFor(user, { isMobile }).map(entry),
        onClick: ({ key }) => {
          if (key === 'logout') onLogout();
        },
      }}
    >
      <Button type="text" aria-label={`User menu for ${fullName}`} style={{ paddingInline: 4 }}>
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
    </Dropdown>
  );
}

// /profile: the signed-in user's profile (spec 000 §3 logged-in user) with the tabs Profile and
// Integrations; /profile?tab=integrations opens the ELD integrations (spec 000 §2, 001 §2).
import { Alert, Button, Descriptions, Flex, Space, Tabs, Tag, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { hasAnyPermission } from '@trucks/shared-contracts/access/user-traits';
import { Permission, permissionLabel, roleLabel } from '@trucks/shared-contracts/domain/permission';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { EldIntegrations } from './eld-integrations';
import { ProfilePicture } from './profile-picture';
import { useProfileUser } from '../api/profile';

const NONE = '—';
const INTEGRATIONS_TAB = 'integrations';

function tags(values: readonly string[], label: (value: string) => string) {
  if (values.length === 0) return NONE;
  return (
    <Space size={[4, 4]} wrap>
      {values.map((value) => (
        <Tag key={value}>{label(value)}</Tag>
      ))}
    </Space>
  );
}

function contactLines(values: readonly { value: string; extension?: string; type?: string }[]) {
  if (values.length === 0) return NONE;
  return (
    <Flex vertical>
      {values.map((entry) => (
        <span key={`${entry.value}-${entry.extension ?? ''}`}>
          {entry.value}
          {entry.extension ? ` ext. ${entry.extension}` : ''}
          {entry.type ? <Typography.Text type="secondary"> ({entry.type})</Typography.Text> : null}
        </span>
      ))}
    </Flex>
  );
}

function ProfileDetails({ user }: { user: LoggedInUser }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <ProfilePicture user={user} />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'name', label: 'Name', children: `${user.firstName} ${user.lastName}` },
          { key: 'title', label: 'Title', children: user.title || NONE },
          { key: 'company', label: 'Company', children: user.companyName },
          { key: 'userName', label: 'User Name', children: user.userName },
          { key: 'emails', label: 'Email Addresses', children: contactLines(user.emailAddresses) },
          { key: 'phones', label: 'Phone Numbers', children: contactLines(user.phoneNumbers) },
          { key: 'roles', label: 'Roles', children: tags(user.roles, roleLabel) },
          { key: 'permissions', label: 'Permissions', children: tags(user.permissions, permissionLabel) },
          {
            key: 'linkedIn',
            label: 'LinkedIn',
            children: user.linkedInProfileUrl ? (
              <a href={user.linkedInProfileUrl} target="_blank" rel="noopener noreferrer">
                {user.linkedInProfileUrl}
              </a>
            ) : (
              NONE
            ),
          },
        ]}
      />
    </Flex>
  );
}

export function ProfilePage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const profile = useProfileUser();
  const user = profile.data;
  // The ELD settings are the carrier's: only carrier users have the tab.
  const hasIntegrations = user ? hasAnyPermission(user, [Permission.CarrierPortal]) : false;
  const activeTab =
    hasIntegrations && searchParams.get('tab') === INTEGRATIONS_TAB ? INTEGRATIONS_TAB : 'profile';

  let content;
  if (!user)
    content = profile.isError ? (
      <Alert type="error" showIcon title={profile.error.message} />
    ) : (
      <LoadingState label="Loading profile" />
    );
  else
    content = (
      <>
        {profile.isError ? (
          <Alert type="error" showIcon title={profile.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Tabs
          activeKey={activeTab}
          onChange={(key) =>
            setSearchParams(key === INTEGRATIONS_TAB ? { tab: INTEGRATIONS_TAB } : {}, { replace: true })
          }
          items={[
            { key: 'profile', label: 'Profile', children: <ProfileDetails user={user} /> },
            ...(hasIntegrations
              ? [{ key: INTEGRATIONS_TAB, label: 'Integrations', children: <EldIntegrations /> }]
              : []),
          ]}
        />
      </>
    );

  return (
    <PageFrame
      actions={
        user ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(paths.profileEdit())}>
            Edit Profile
          </Button>
        ) : null
      }
    >
      <div style={{ padding: 16 }}>{content}</div>
    </PageFrame>
  );
}

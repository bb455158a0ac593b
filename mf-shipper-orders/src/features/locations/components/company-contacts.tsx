// The contacts of the shipper's company (spec 001 §7 'company contacts by companyNumber'), on a
// location's page: those at this location first, the rest of the company after, searchable; 'New
// Contact' adds one at this location ('Contact Successfully Created', 001 §8).
// 'New Contact' is new-contact-drawer.tsx.
import { useState } from 'react';
import { Button, Empty, Flex, Input, Skeleton, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Contact } from '@trucks/shared-contracts/domain/contact';
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { useCompanyContacts } from '../api/locations';
import { NewContactDrawer } from './new-contact-drawer';

const nameOf = (contact: Contact) => `${contact.firstName} ${contact.lastName}`;

export function CompanyContacts({ user, location }: { user: LoggedInUser; location: Location }) {
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const contacts = useCompanyContacts(user.companyNumber ?? '', {
    ...(q ? { q } : {}),
    page: 1,
    pageSize: PAGE_SIZE.contacts,
  });
  const here = (contact: Contact) => contact.locations.includes(location.name);
  const rows = [...(contacts.data?.items ?? [])].sort((a, b) => Number(here(b)) - Number(here(a)));

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label="Search contacts"
          placeholder="Search contacts"
          allowClear
          onSearch={(value) => setQ(value.trim())}
          style={{ maxWidth: 280 }}
        />
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          New Contact
        </Button>
      </Flex>
      {contacts.isPending && user.companyNumber ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : contacts.isError ? (
        <Typography.Text type="danger">
          {contacts.error.message}{' '}
          <Button size="small" onClick={() => void contacts.refetch()}>
            Retry
          </Button>
        </Typography.Text>
      ) : rows.length === 0 ? (
        <Empty description={q ? 'No Matching Contacts Found' : 'No contacts in your company yet'} />
      ) : (
        <ul aria-label="Company contacts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((contact) => (
            <li key={contact.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex gap={6} align="center" wrap>
                <Typography.Text strong>{nameOf(contact)}</Typography.Text>
                {here(contact) ? <Tag color="blue">At this location</Tag> : null}
              </Flex>
              <Typography.Text type="secondary">
                {[
                  contact.title ?? contact.functionTitle,
                  contact.emailAddresses[0]?.value,
                  contact.phoneNumbers[0]?.value,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <NewContactDrawer open={adding} onClose={() => setAdding(false)} user={user} location={location} />
    </Flex>
  );
}

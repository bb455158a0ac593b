// The contacts of the shipper's company (spec 001 §7 'company contacts by companyNumber'), on a
// location's page: those at this location first, the rest of the company after, searchable; 'New
// Contact' adds one at this location ('Contact Successfully Created', 001 §8).
import { useState } from 'react';
import { Button, Empty, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Contact, ContactInput } from '@trucks/shared-contracts/domain/contact';
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { FormDrawer, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useCompanyContacts, useCreateContact } from '../api/locations';

const CONTACT_CREATED = 'Contact Successfully Created';

interface NewContactValues {
  firstName: string;
  lastName: string;
  title?: string;
  email?: string;
  phone?: string;
}

/** A new contact of the user's company, at this location; not a portal user, bookable, not on hold. */
function contactInputOf(values: NewContactValues, user: LoggedInUser, location: Location): ContactInput {
  const email = values.email?.trim();
  const phone = values.phone?.trim();
  const title = values.title?.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(title ? { title } : {}),
    roles: [],
    emailAddresses: email ? [{ value: email, type: 'Work', isPrimary: true }] : [],
    phoneNumbers: phone ? [{ value: phone, type: 'Office', isPrimary: true }] : [],
    locations: [location.name],
    permissions: [],
    is3PL: false,
    isCarrier: false,
    companyId: user.companyId,
    isPortalEnabled: false,
    accessLevels: [],
    isBroker: false,
    isBookable: true,
    isOnHold: false,
  };
}

function NewContactDrawer({
  open,
  onClose,
  user,
  location,
}: {
  open: boolean;
  onClose: () => void;
  user: LoggedInUser;
  location: Location;
}) {
  const [form] = Form.useForm<NewContactValues>();
  const feedback = useFormSaveFeedback(form);
  const create = useCreateContact();
  return (
    <FormDrawer<NewContactValues>
      open={open}
      title={`New Contact at ${location.name}`}
      form={form}
      initialValues={{ firstName: '', lastName: '' }}
      onClose={onClose}
      submitLabel="Create Contact"
      saving={create.isPending}
      onFinish={(values) =>
        create.mutate(
          { body: contactInputOf(values, user, location) },
          {
            onSuccess: () => {
              feedback.saved(CONTACT_CREATED);
              form.resetFields();
              onClose();
            },
            onError: (error) => feedback.failed(error),
          },
        )
      }
    >
      <Form.Item
        name="firstName"
        label="First Name"
        rules={[{ required: true, whitespace: true, message: 'First name is required.' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="lastName"
        label="Last Name"
        rules={[{ required: true, whitespace: true, message: 'Last name is required.' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="title" label="Title">
        <Input maxLength={200} />
      </Form.Item>
      {/* Field names follow the server's model-state keys, so its errors land on them. */}
      <Form.Item
        name="email"
        label="Email"
        rules={[{ type: 'email', message: 'A valid e-mail address is required.' }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="phone" label="Phone">
        <Input maxLength={40} />
      </Form.Item>
    </FormDrawer>
  );
}

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

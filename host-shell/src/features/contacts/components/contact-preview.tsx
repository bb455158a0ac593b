// /contacts/{contactId}/preview: the contact's details in a side panel over the list, with Edit.
// An unknown id shows an error state in the panel.
import { Button, Descriptions, Drawer, Flex, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Contact } from '@trucks/shared-contracts/domain/contact';
import { permissionLabel } from '@trucks/shared-contracts/domain/permission';
import { paths } from '@trucks/shared-contracts/routes/paths';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { StatusView } from '@trucks/shared-ui/status-view';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { useContact } from '../api/contacts';
import { contactName, contactTitle, NONE, PortalAccessTag, RoleTags } from './contact-labels';

const CONTACT_NOT_FOUND = 'Contact Not Found';

/** The error state of a contact that cannot be read: not found, or the server's message. */
function ContactLoadError({ error, onBack }: { error: ApiError; onBack: () => void }) {
  const notFound = error.status === 404;
  return (
    <StatusView
      status={notFound ? 'not-found' : 'error'}
      title={notFound ? CONTACT_NOT_FOUND : 'Contact could not be loaded'}
      subTitle={error.message}
      extra={<Button onClick={onBack}>Back to Contacts</Button>}
    />
  );
}

function lines(values: readonly { value: string; extension?: string }[]) {
  if (values.length === 0) return NONE;
  return (
    <Flex vertical>
      {values.map((entry) => (
        <span key={`${entry.value}-${entry.extension ?? ''}`}>
          {entry.value}
          {entry.extension ? ` ext. ${entry.extension}` : ''}
        </span>
      ))}
    </Flex>
  );
}

function ContactDetails({ contact }: { contact: Contact }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'title', label: 'Title', children: contactTitle(contact) || NONE },
        { key: 'company', label: 'Company', children: contact.companyName },
        { key: 'emails', label: 'Email Addresses', children: lines(contact.emailAddresses) },
        { key: 'phones', label: 'Phone Numbers', children: lines(contact.phoneNumbers) },
        { key: 'roles', label: 'Roles', children: <RoleTags roles={contact.roles} /> },
        {
          key: 'portalAccess',
          label: 'Portal Access',
          children: <PortalAccessTag enabled={contact.isPortalEnabled} />,
        },
        {
          key: 'permissions',
          label: 'Permissions',
          children: contact.permissions.length ? (
            <Flex gap={4} wrap>
              {contact.permissions.map((permission) => (
                <Tag key={permission}>{permissionLabel(permission)}</Tag>
              ))}
            </Flex>
          ) : (
            NONE
          ),
        },
        { key: 'userName', label: 'User Name', children: contact.userName || NONE },
        {
          key: 'linkedIn',
          label: 'LinkedIn',
          children: contact.linkedInProfileUrl ? (
            <a href={contact.linkedInProfileUrl} target="_blank" rel="noopener noreferrer">
              {contact.linkedInProfileUrl}
            </a>
          ) : (
            NONE
          ),
        },
      ]}
    />
  );
}

export function ContactPreview() {
  const { contactId = '' } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const contact = useContact(contactId);
  const phone = useIsPhone();
  const close = () => void navigate(`${paths.contacts()}${search}`);

  let body;
  if (contact.isPending) body = <LoadingState label="Loading contact" />;
  else if (contact.isError) body = <ContactLoadError error={contact.error} onBack={close} />;
  else body = <ContactDetails contact={contact.data} />;

  return (
    <Drawer
      open
      onClose={close}
      size={phone ? '100%' : 480}
      title={contact.data ? contactName(contact.data) : 'Contact'}
      closable={{ 'aria-label': 'Close preview' }}
      extra={
        contact.data ? (
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => void navigate(paths.contactEdit(contactId))}
          >
            Edit
          </Button>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}

// /contacts/create and /contacts/{contactId}/edit: the contact form (spec 001 §3 Contact). Create
// answers 'Contact Successfully Created' (spec 001 §8); roles are normalised as on the profile
// (spec 001 §6). A failed save keeps what was typed and shows the server's message. Leaving with
// unsaved changes asks first, a reload gets the browser's prompt (issue 27, shared-ui's useFormChanges).
import { useMemo } from 'react';
import { Flex, Form, Input, Select, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { isAdmin } from '@trucks/shared-contracts/access/user-traits';
import type { Contact, ContactInput } from '@trucks/shared-contracts/domain/contact';
import { PERMISSION_LABEL, roleLabel } from '@trucks/shared-contracts/domain/permission';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { normalizeRoles } from '@trucks/shared-contracts/rules/normalize-role';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { FormActions, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useContact, useCreateContact, useUpdateContact } from '../api/contacts';
import { contactName } from './contact-labels';
import { ContactLoadError } from './contact-preview';
import {
  EmailAddressFields,
  LinkedInProfileField,
  PhoneNumberFields,
  ROLE_OPTIONS,
} from '../../../ui/contact-fields';
import type { ContactDetailsValues } from '../../../ui/contact-fields';

const CONTACT_CREATED = 'Contact Successfully Created';
const CONTACT_UPDATED = 'Contact Successfully Updated';

interface ContactFormValues extends ContactDetailsValues {
  permissions: string[];
  isPortalEnabled: boolean;
}

const PERMISSION_OPTIONS = Object.entries(PERMISSION_LABEL).map(([value, label]) => ({ value, label }));

function formValuesOf(contact: Contact | undefined): ContactFormValues {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    title: contact?.title || contact?.functionTitle || '',
    emailAddresses: contact?.emailAddresses.length
      ? contact.emailAddresses.map(({ value, type }) => ({ value, type }))
      : [{ value: '' }],
    phoneNumbers: (contact?.phoneNumbers ?? []).map(({ value, extension, type }) => ({
      value,
      extension,
      type,
    })),
    linkedInProfileUrl: contact?.linkedInProfileUrl ?? '',
    roles: (contact?.roles ?? []).map(roleLabel),
    permissions: contact?.permissions ?? [],
    isPortalEnabled: contact?.isPortalEnabled ?? false,
  };
}

const trimmedOrNull = (text: string | undefined) => text?.trim() || null;

/**
 * What the form sends. An edit keeps what the form does not show (locations, access levels, flags);
 * a new contact belongs to the user's company and starts bookable and not on hold.
 */
function contactInputOf(
  values: ContactFormValues,
  existing: Contact | undefined,
  user: LoggedInUser,
): ContactInput {
  const emailAddresses = values.emailAddresses.map(({ value, type }) => ({
    value: value.trim(),
    ...(type ? { type } : {}),
  }));
  const base: ContactInput = existing
    ? (({ id: _id, companyName: _name, companyNumber: _number, fileId: _file, ...kept }) => ({
        ...kept,
        id: existing.id,
      }))(existing)
    : {
        firstName: '',
        lastName: '',
        roles: [],
        emailAddresses: [],
        phoneNumbers: [],
        locations: [],
        permissions: [],
        is3PL: false,
        isCarrier: user.isCarrier,
        companyId: user.companyId,
        isPortalEnabled: false,
        accessLevels: [],
        userName: emailAddresses[0]?.value ?? null,
        isBroker: user.isBroker,
        isBookable: true,
        isOnHold: false,
      };
  return {
    ...base,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: trimmedOrNull(values.title),
    emailAddresses,
    phoneNumbers: (values.phoneNumbers ?? []).map(({ value, extension, type }) => ({
      value: value.trim(),
      ...(extension?.trim() ? { extension: extension.trim() } : {}),
      ...(type ? { type } : {}),
    })),
    linkedInProfileUrl: trimmedOrNull(values.linkedInProfileUrl),
    roles: normalizeRoles(values.roles ?? []),
    permissions: values.permissions ?? [],
    isPortalEnabled: values.isPortalEnabled,
  };
}

interface ContactFormProps {
  user: LoggedInUser;
  /** Absent when creating. */
  contact?: Contact;
}

function ContactForm({ user, contact }: ContactFormProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ContactFormValues>();
  const feedback = useFormSaveFeedback(form);
  const changes = useFormChanges();
  const create = useCreateContact();
  const update = useUpdateContact();
  const save = contact ? update : create;
  const initialValues = useMemo(() => formValuesOf(contact), [contact]);
  // Portal access and permissions decide what a person may do in the portal: admins hand them out.
  const admin = isAdmin(user);
  const cancelTo = contact ? paths.contactPreview(contact.id) : paths.contacts();

  function submit(values: ContactFormValues) {
    const body = contactInputOf(values, contact, user);
    const done = (saved: Contact, text: string) => {
      changes.saved();
      feedback.saved(text);
      void navigate(paths.contactPreview(saved.id));
    };
    const onError = (error: Parameters<typeof feedback.failed>[0]) => feedback.failed(error);
    if (contact)
      update.mutate(
        { params: { id: contact.id }, body },
        { onSuccess: (saved) => done(saved, CONTACT_UPDATED), onError },
      );
    else create.mutate({ body }, { onSuccess: (saved) => done(saved, CONTACT_CREATED), onError });
  }

  return (
    <Form<ContactFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      style={{ maxWidth: 640 }}
      disabled={save.isPending}
      onValuesChange={changes.onValuesChange}
      onFinish={submit}
    >
      <Flex gap={16} wrap>
        <Form.Item
          name="firstName"
          label="First Name"
          style={{ flex: 1, minWidth: 200 }}
          rules={[{ required: true, whitespace: true, message: 'First name is required.' }, { max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="lastName"
          label="Last Name"
          style={{ flex: 1, minWidth: 200 }}
          rules={[{ required: true, whitespace: true, message: 'Last name is required.' }, { max: 100 }]}
        >
          <Input />
        </Form.Item>
      </Flex>
      <Form.Item name="title" label="Title" rules={[{ max: 200 }]}>
        <Input />
      </Form.Item>

      <EmailAddressFields />
      <PhoneNumberFields />
      <LinkedInProfileField />
      <Form.Item name="roles" label="Roles">
        <Select mode="tags" options={ROLE_OPTIONS} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item
        name="isPortalEnabled"
        label="Portal Access"
        valuePropName="checked"
        extra={admin ? undefined : 'Only an admin can change portal access and permissions.'}
      >
        <Switch disabled={!admin} />
      </Form.Item>
      <Form.Item name="permissions" label="Permissions">
        <Select mode="multiple" options={PERMISSION_OPTIONS} disabled={!admin} />
      </Form.Item>

      <FormActions
        submitLabel={contact ? 'Save' : 'Create Contact'}
        saving={save.isPending}
        onCancel={() => void navigate(cancelTo)}
      />
    </Form>
  );
}

export function ContactCreatePage() {
  const user = useSession((session) => session.user);
  return (
    <PageFrame title="New Contact">
      <div style={{ padding: 16 }}>{user ? <ContactForm user={user} /> : null}</div>
    </PageFrame>
  );
}

export function ContactEditPage() {
  const { contactId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSession((session) => session.user);
  const contact = useContact(contactId);

  let content;
  if (contact.isPending) content = <LoadingState label="Loading contact" />;
  else if (contact.isError)
    content = <ContactLoadError error={contact.error} onBack={() => void navigate(paths.contacts())} />;
  else content = user ? <ContactForm key={contact.data.id} user={user} contact={contact.data} /> : null;

  return (
    <PageFrame title={contact.data ? `Edit ${contactName(contact.data)}` : 'Edit Contact'}>
      <div style={{ padding: 16 }}>{content}</div>
    </PageFrame>
  );
}

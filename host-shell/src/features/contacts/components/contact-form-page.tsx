// /contacts/create and /contacts/{contactId}/edit: the contact form (spec 001 §3 Contact) on the record
// page, as every remote's create and edit pages. Create answers 'Contact Successfully Created' (spec 001
// §8); roles are normalised as on the profile (spec 001 §6, lib/contact-input.ts). A failed save keeps
// what was typed, puts the server's errors on their fields and says its message (the form pattern). Leaving with
// unsaved changes asks first, a reload gets the browser's prompt (issue 27, shared-ui's useFormChanges).
import { useMemo } from 'react';
import { Flex, Form, Input, Select, Switch } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { isAdmin } from '@trucks/shared-contracts/access/user-traits';
import type { Contact } from '@trucks/shared-contracts/domain/contact';
import { PERMISSION_LABEL } from '@trucks/shared-contracts/domain/permission';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { FormActions, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useContact, useCreateContact, useUpdateContact } from '../api/contacts';
import { contactName } from './contact-labels';
import { contactInputOf, formValuesOf } from '../lib/contact-input';
import type { ContactFormValues } from '../lib/contact-input';
import {
  EmailAddressFields,
  LinkedInProfileField,
  PhoneNumberFields,
  ROLE_OPTIONS,
} from '../../../ui/contact-fields';

const CONTACT_CREATED = 'Contact Successfully Created';
const CONTACT_UPDATED = 'Contact Successfully Updated';

const PERMISSION_OPTIONS = Object.entries(PERMISSION_LABEL).map(([value, label]) => ({ value, label }));

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
    <RecordPage caption="New Contact" recordName="Contact" listPath={paths.contacts()}>
      {user ? <ContactForm user={user} /> : null}
    </RecordPage>
  );
}

/** An unknown contact is 'Contact Not Found' (404), any other failure 'Contact could not be loaded' with Retry. */
export function ContactEditPage() {
  const { contactId = '' } = useParams();
  const user = useSession((session) => session.user);
  const contact = useContact(contactId);
  return (
    <RecordPage
      caption={contact.data ? `Edit ${contactName(contact.data)}` : 'Edit Contact'}
      recordName="Contact"
      listPath={paths.contacts()}
      error={contact.error}
      onRetry={() => void contact.refetch()}
    >
      {contact.isPending ? (
        <LoadingState label="Loading contact" />
      ) : contact.data && user ? (
        <ContactForm key={contact.data.id} user={user} contact={contact.data} />
      ) : null}
    </RecordPage>
  );
}

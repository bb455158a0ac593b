// /profile/edit: the user's own profile form. Roles are normalised on save (spec 000 §5: 'Bill-to'
// becomes BillTo; spaces and hyphens removed); success shows 'User Profile Successfully Updated'
// (spec 000 §8). A failed save keeps what was typed and shows the server's message. Leaving with
// unsaved changes asks first, a reload gets the browser's prompt (issue 27, shared-ui's useFormChanges).
import { useMemo } from 'react';
import { Alert, App, Button, Flex, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { isAdmin } from '@trucks/shared-contracts/access/user-traits';
import type { ProfileUpdate } from '@trucks/shared-contracts/api/catalogue/account';
import { roleLabel } from '@trucks/shared-contracts/domain/permission';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { normalizeRoles } from '@trucks/shared-contracts/rules/normalize-role';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useProfileUser, useUpdateProfile } from '../api/profile';
import {
  EmailAddressFields,
  LinkedInProfileField,
  PhoneNumberFields,
  ROLE_OPTIONS,
} from '../../../ui/contact-fields';
import type { ContactDetailsValues } from '../../../ui/contact-fields';

const PROFILE_UPDATED = 'User Profile Successfully Updated';

type ProfileFormValues = ContactDetailsValues;

function formValuesOf(user: LoggedInUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title ?? '',
    emailAddresses: user.emailAddresses.length
      ? user.emailAddresses.map(({ value, type }) => ({ value, type }))
      : [{ value: '' }],
    phoneNumbers: user.phoneNumbers.map(({ value, extension, type }) => ({ value, extension, type })),
    linkedInProfileUrl: user.linkedInProfileUrl ?? '',
    roles: user.roles.map(roleLabel),
  };
}

const trimmedOrAbsent = (text: string | undefined) => text?.trim() || undefined;

/** What the form sends; roles only when the user may change them, normalised. */
function profileUpdateOf(values: ProfileFormValues, canChangeRoles: boolean): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: trimmedOrAbsent(values.title),
    emailAddresses: values.emailAddresses.map(({ value, type }) => ({
      value: value.trim(),
      ...(type ? { type } : {}),
    })),
    phoneNumbers: (values.phoneNumbers ?? []).map(({ value, extension, type }) => ({
      value: value.trim(),
      ...(extension?.trim() ? { extension: extension.trim() } : {}),
      ...(type ? { type } : {}),
    })),
    linkedInProfileUrl: trimmedOrAbsent(values.linkedInProfileUrl),
    ...(canChangeRoles ? { roles: normalizeRoles(values.roles ?? []) } : {}),
  };
}

function ProfileForm({ user }: { user: LoggedInUser }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProfileFormValues>();
  const save = useUpdateProfile();
  const initialValues = useMemo(() => formValuesOf(user), [user]);
  const canChangeRoles = isAdmin(user);
  const changes = useFormChanges();

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      style={{ maxWidth: 640 }}
      disabled={save.isPending}
      onValuesChange={changes.onValuesChange}
      onFinish={(values) =>
        save.mutate(
          { body: profileUpdateOf(values, canChangeRoles) },
          {
            onSuccess: () => {
              changes.saved();
              void message.success(PROFILE_UPDATED);
              void navigate(paths.profile());
            },
          },
        )
      }
    >
      {save.isError ? (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex gap={16} wrap>
        <Form.Item
          name="firstName"
          label="First Name"
          style={{ flex: 1, minWidth: 200 }}
          rules={[{ required: true, whitespace: true, message: 'First name is required.' }, { max: 100 }]}
        >
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label="Last Name"
          style={{ flex: 1, minWidth: 200 }}
          rules={[{ required: true, whitespace: true, message: 'Last name is required.' }, { max: 100 }]}
        >
          <Input autoComplete="family-name" />
        </Form.Item>
      </Flex>
      <Form.Item name="title" label="Title" rules={[{ max: 100 }]}>
        <Input autoComplete="organization-title" />
      </Form.Item>

      <EmailAddressFields atLeastOne autoComplete="email" />
      <PhoneNumberFields autoComplete="tel" />
      <LinkedInProfileField autoComplete="url" />
      <Form.Item
        name="roles"
        label="Roles"
        extra={canChangeRoles ? undefined : 'Only an admin can change roles.'}
      >
        <Select mode="tags" options={ROLE_OPTIONS} disabled={!canChangeRoles} tokenSeparators={[',']} />
      </Form.Item>

      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
        <Button onClick={() => void navigate(paths.profile())} disabled={false}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}

export function ProfileEditPage() {
  const profile = useProfileUser();
  let content;
  if (profile.data) content = <ProfileForm user={profile.data} />;
  else if (profile.isError) content = <Alert type="error" showIcon title={profile.error.message} />;
  else content = <LoadingState label="Loading profile" />;
  return (
    <PageFrame title="Edit Profile">
      <div style={{ padding: 16 }}>{content}</div>
    </PageFrame>
  );
}

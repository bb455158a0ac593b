// /profile/edit: the user's own profile form. Roles are normalised on save (spec 000 §5: 'Bill-to'
// becomes BillTo; spaces and hyphens removed); success shows 'User Profile Successfully Updated'
// (spec 000 §8). A failed save keeps what was typed, puts the server's errors on their fields and says
// its message in a toast (shared-ui's form pattern, as every form of the suite). Leaving with
// unsaved changes asks first, a reload gets the browser's prompt (issue 27, shared-ui's useFormChanges).
import { useMemo } from 'react';
import { Alert, Flex, Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { isAdmin } from '@trucks/shared-contracts/access/user-traits';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { FormActions, useFormSaveFeedback } from '@trucks/shared-ui/form';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { useFormChanges } from '@trucks/shared-ui/unsaved-changes';
import { useProfileUser, useUpdateProfile } from '../api/profile';
import { formValuesOf, profileUpdateOf } from '../lib/profile-update';
import type { ProfileFormValues } from '../lib/profile-update';
import {
  EmailAddressFields,
  LinkedInProfileField,
  PhoneNumberFields,
  ROLE_OPTIONS,
} from '../../../ui/contact-fields';

const PROFILE_UPDATED = 'User Profile Successfully Updated';

function ProfileForm({ user }: { user: LoggedInUser }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ProfileFormValues>();
  const feedback = useFormSaveFeedback(form);
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
              feedback.saved(PROFILE_UPDATED);
              void navigate(paths.profile());
            },
            onError: (error) => feedback.failed(error),
          },
        )
      }
    >
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

      <FormActions
        submitLabel="Save"
        saving={save.isPending}
        onCancel={() => void navigate(paths.profile())}
      />
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

// Choosing a password from a mailed token: reset (/reset-password, /passwordReset) and activation
// (/ActivateUser). Rule (spec: "not shown"): at least 8 characters, as the trucks API demands, and the
// confirmation must match. A failure keeps both fields and shows the server's message.
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useResetPassword } from '../api/account';
import { PASSWORD_RESET_SUCCESSFUL, useAccountToasts } from '../hooks/use-account-toasts';
import { PublicCard } from './public-card';

const MIN_PASSWORD_LENGTH = 8;

interface NewPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

export interface NewPasswordFormProps {
  resetToken: string;
  title: string;
  introduction: string;
  submitLabel: string;
}

export function NewPasswordForm({ resetToken, title, introduction, submitLabel }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const toasts = useAccountToasts();
  const reset = useResetPassword({
    onSuccess: () => toasts.succeeded(PASSWORD_RESET_SUCCESSFUL),
    onError: (error) => toasts.resetFailed(error),
  });

  if (reset.isSuccess) {
    return (
      <PublicCard title={title}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="success" showIcon title="Your new password is set. Sign in with it now." />
          <Button type="primary" block onClick={() => void navigate(paths.root())}>
            Sign In
          </Button>
        </Space>
      </PublicCard>
    );
  }

  return (
    <PublicCard title={title}>
      <Typography.Paragraph type="secondary">{introduction}</Typography.Paragraph>
      <Form<NewPasswordFields>
        layout="vertical"
        requiredMark={false}
        onFinish={({ newPassword }) => reset.mutate({ body: { resetToken, newPassword } })}
      >
        <Form.Item
          label="New password"
          name="newPassword"
          extra={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          rules={[
            { required: true, message: 'Enter a new password.' },
            {
              min: MIN_PASSWORD_LENGTH,
              message: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
            },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: 'Confirm the new password.' },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || getFieldValue('newPassword') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error('The passwords do not match.')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending} disabled={reset.isPending}>
            {submitLabel}
          </Button>
        </Form.Item>
      </Form>
    </PublicCard>
  );
}

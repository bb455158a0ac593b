// /request-password-reset: mails a reset link pointing at /reset-password/{token} (spec 000 §2, §7, §8).
import { Alert, Button, Form, Input, Space } from 'antd';
import { Link } from 'react-router';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useRequestPasswordReset } from '../api/account';
import { CHECK_YOUR_EMAIL, useAccountToasts } from '../hooks/use-account-toasts';
import { PublicCard } from './public-card';

interface ResetRequestForm {
  emailAddress: string;
}

/** Where the mailed link points; the server appends the token (paths.resetPassword). */
function resetLinkBase(): string {
  return `${window.location.origin}/reset-password/`;
}

export function RequestPasswordResetPage() {
  const toasts = useAccountToasts();
  const request = useRequestPasswordReset({
    onSuccess: () => toasts.succeeded(CHECK_YOUR_EMAIL),
    onError: (error) => toasts.resetFailed(error),
  });

  if (request.isSuccess) {
    return (
      <PublicCard title="Request Password Reset">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type="success"
            showIcon
            title="Reset link sent"
            description={`If ${request.variables.body.emailAddress} belongs to a Trucks account, a link to choose a new password is on its way.`}
          />
          <Link to={paths.login()}>Back to Sign In</Link>
        </Space>
      </PublicCard>
    );
  }

  return (
    <PublicCard title="Request Password Reset">
      <Form<ResetRequestForm>
        layout="vertical"
        requiredMark={false}
        onFinish={({ emailAddress }) =>
          request.mutate({ body: { emailAddress: emailAddress.trim(), url: resetLinkBase() } })
        }
      >
        <Form.Item
          label="Email"
          name="emailAddress"
          extra="We will email you a link to choose a new password."
          rules={[
            { required: true, whitespace: true, message: 'Enter your email address.' },
            { type: 'email', message: 'Enter a valid email address.' },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={request.isPending}
            disabled={request.isPending}
          >
            Send Reset Link
          </Button>
        </Form.Item>
      </Form>
      <Link to={paths.login()}>Back to Sign In</Link>
    </PublicCard>
  );
}

// /login: username and password sign-in (spec 000 §2, §5, §8). The host starts the session and says
// 'Login Successful'; this page only reports failures ('Do Not Use' or 'Wrong username or password.', 8 s).
import { Button, Form, Input } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { LoginRequest, LoginResponse } from '@trucks/shared-contracts/domain/user';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useLogin } from '../api/account';
import { useAccountToasts } from '../hooks/use-account-toasts';
import { PublicCard } from './public-card';

export interface LoginPageProps {
  /** The server accepted the credentials: the host starts the session and leaves the page. */
  onSignedIn: (response: LoginResponse) => void;
}

export function LoginPage({ onSignedIn }: LoginPageProps) {
  const [searchParams] = useSearchParams();
  const toasts = useAccountToasts();
  const login = useLogin({
    onSuccess: (response) => onSignedIn(response),
    onError: (error) => toasts.loginFailed(error),
  });

  return (
    <PublicCard title="Login">
      <Form<LoginRequest>
        layout="vertical"
        requiredMark={false}
        initialValues={{ userName: searchParams.get('login_hint') ?? '', password: '' }}
        onFinish={(credentials) => login.mutate({ body: credentials })}
      >
        <Form.Item
          label="Username"
          name="userName"
          rules={[{ required: true, whitespace: true, message: 'Enter your username.' }]}
        >
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Enter your password.' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending} disabled={login.isPending}>
            Sign In
          </Button>
        </Form.Item>
      </Form>
      <Link to={paths.requestPasswordReset()}>Forgot password?</Link>
    </PublicCard>
  );
}

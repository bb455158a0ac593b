// /reset-password/{resetToken} and /ActivateUser/{resetToken} (spec 000 §2, §7): the same call, a
// new user's activation is choosing a first password.
import { useParams } from 'react-router';
import { NewPasswordForm } from './new-password-form';

export interface ResetPasswordPageProps {
  mode: 'reset' | 'activate';
}

export function ResetPasswordPage({ mode }: ResetPasswordPageProps) {
  const { resetToken = '' } = useParams();
  return mode === 'activate' ? (
    <NewPasswordForm
      resetToken={resetToken}
      title="Activate User"
      introduction="Welcome to Trucks. Choose a password to finish setting up your account."
      submitLabel="Set Password"
    />
  ) : (
    <NewPasswordForm
      resetToken={resetToken}
      title="Reset Password"
      introduction="Choose a new password for your Trucks account."
      submitLabel="Reset Password"
    />
  );
}

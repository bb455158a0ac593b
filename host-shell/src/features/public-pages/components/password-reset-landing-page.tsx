// /passwordReset/{token}: the address of reset links mailed before /reset-password existed (see README).
// The token is a reset token; the page is the same one-step choose-a-password flow.
import { useParams } from 'react-router';
import { NewPasswordForm } from './new-password-form';

export function PasswordResetLandingPage() {
  const { token = '' } = useParams();
  return (
    <NewPasswordForm
      resetToken={token}
      title="Password Reset"
      introduction="Choose a new password for your Trucks account."
      submitLabel="Reset Password"
    />
  );
}

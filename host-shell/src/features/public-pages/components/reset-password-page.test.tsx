import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { currentAddress } from '@trucks/shared-ui/testing';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell } from '../../../test/render';
import { PasswordResetLandingPage } from './password-reset-landing-page';
import { ResetPasswordPage } from './reset-password-page';

jest.setTimeout(20_000);

afterEach(() => jest.useRealTimers());

const TOKEN = '5f0c2a9e-7d41-4b8e-9a53-1c2d3e4f5a6b';

// The routes as the host mounts them, so the pages read their token from the address.
function renderAt(route: string) {
  renderInShell(
    <Routes>
      <Route path="/reset-password/:resetToken" element={<ResetPasswordPage mode="reset" />} />
      <Route path="/ActivateUser/:resetToken" element={<ResetPasswordPage mode="activate" />} />
      <Route path="/passwordReset/:token" element={<PasswordResetLandingPage />} />
      <Route path="/" element={<p>Signing in</p>} />
    </Routes>,
    { route },
  );
}

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), `${confirmation}{Enter}`);
}

describe.each([
  { route: `/reset-password/${TOKEN}`, title: 'Reset Password', submit: 'Reset Password' },
  { route: `/ActivateUser/${TOKEN}`, title: 'Activate User', submit: 'Set Password' },
  { route: `/passwordReset/${TOKEN}`, title: 'Password Reset', submit: 'Reset Password' },
])('$route', ({ route, title, submit }) => {
  it('"password reset (resetToken, newPassword)": \'Password Reset Successful\', then Sign In goes to /', async () => {
    const api = installApiDouble().on(API.account.resetPassword, { status: 204 });
    renderAt(route);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await choosePassword('Kenworth-T680');
    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    expect(api.requests(API.account.resetPassword)[0]?.body).toEqual({
      resetToken: TOKEN,
      newPassword: 'Kenworth-T680',
    });
    expect(screen.getByText('Your new password is set. Sign in with it now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(currentAddress()).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Signing in')).toBeInTheDocument();
    // The submit button of the form is gone with the form.
    expect(screen.queryByRole('button', { name: submit })).not.toBeInTheDocument();
  });
});

describe('choosing a password (rule: at least 8 characters, confirmation matches)', () => {
  it('refuses a short password and a confirmation that does not match, sending nothing', async () => {
    const api = installApiDouble();
    renderAt(`/reset-password/${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Enter a new password.')).toBeInTheDocument();
    expect(screen.getByText('Confirm the new password.')).toBeInTheDocument();

    await choosePassword('short7!', 'short7!');
    expect(await screen.findByText('The password needs at least 8 characters.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await choosePassword('Kenworth-T680', 'Kenworth-T880');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('shows the button loading and disabled while sending', async () => {
    installApiDouble().on(API.account.resetPassword, { status: 204, delayMs: 300 });
    renderAt(`/ActivateUser/${TOKEN}`);
    await choosePassword('Kenworth-T680');
    expect(screen.getByRole('button', { name: /Set Password/ })).toBeDisabled();
    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
  });

  it("an expired link shows the server's message and keeps both fields", async () => {
    installApiDouble().on(API.account.resetPassword, {
      status: 400,
      body: {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { resetToken: ['The reset link has expired or was already used.'] },
      },
    });
    renderAt(`/reset-password/${TOKEN}`);
    await choosePassword('Kenworth-T680');
    expect(await screen.findByText(/The reset link has expired or was already used\./)).toBeInTheDocument();
    expect(screen.queryByText('Password Reset Successful')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('Kenworth-T680');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Kenworth-T680');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('"Login or reset failure: if the server message contains \'Do Not Use\', an 8-second error"', async () => {
    const toast =
      "This carrier is marked 'Do Not Use'. Please email carrierservices@trucks.example for assistance.";
    installApiDouble().on(API.account.resetPassword, {
      status: 403,
      body: { title: 'Forbidden', status: 403, detail: 'Carrier status: Do Not Use' },
    });
    renderAt(`/reset-password/${TOKEN}`);
    await userEvent.type(screen.getByLabelText('New password'), 'Kenworth-T680');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Kenworth-T680');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    await act(async () => {
      screen.getByRole('button', { name: 'Reset Password' }).click();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByText(toast)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(7_000));
    expect(screen.getByText(toast)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText(toast)).not.toBeInTheDocument());
    expect(screen.getByLabelText('New password')).toHaveValue('Kenworth-T680');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { currentAddress } from '@trucks/shared-ui/testing';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell } from '../../../test/render';
import { RequestPasswordResetPage } from './request-password-reset-page';

jest.setTimeout(20_000);

afterEach(() => jest.useRealTimers());

const DO_NOT_USE_TOAST =
  "This carrier is marked 'Do Not Use'. Please email carrierservices@trucks.example for assistance.";

function renderPage() {
  renderInShell(<RequestPasswordResetPage />, { route: '/request-password-reset' });
}

describe('RequestPasswordResetPage (spec 000 §2, §7, §8)', () => {
  it('"request password reset (url, emailAddress)": the link points at /reset-password/ on this site; \'Please check your email\'', async () => {
    const api = installApiDouble().on(API.account.requestPasswordReset, { status: 204 });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'dispatch@lonestar.test{Enter}');
    expect(await screen.findByText('Please check your email')).toBeInTheDocument();
    expect(api.requests(API.account.requestPasswordReset)[0]?.body).toEqual({
      emailAddress: 'dispatch@lonestar.test',
      url: `${window.location.origin}/reset-password/`,
    });
    expect(
      screen.getByText(
        'If dispatch@lonestar.test belongs to a Trucks account, a link to choose a new password is on its way.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(currentAddress()).toHaveTextContent('/login');
  });

  it('asks for a valid address before sending', async () => {
    const api = installApiDouble();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'dispatch at lonestar{Enter}');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('shows the button loading and disabled while sending', async () => {
    installApiDouble().on(API.account.requestPasswordReset, { status: 204, delayMs: 300 });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'dispatch@lonestar.test{Enter}');
    expect(screen.getByRole('button', { name: /Send Reset Link/ })).toBeDisabled();
    expect(await screen.findByText('Please check your email')).toBeInTheDocument();
  });

  it('"Login or reset failure: if the server message contains \'Do Not Use\', an 8-second error" prompting to email carrier services', async () => {
    installApiDouble().on(API.account.requestPasswordReset, {
      status: 403,
      body: {
        title: 'Forbidden',
        status: 403,
        detail: 'This carrier is marked Do Not Use. Please email carrier services to restore access.',
      },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@dnu-freight.test');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    await act(async () => {
      screen.getByRole('button', { name: 'Send Reset Link' }).click();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByText(DO_NOT_USE_TOAST)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('owner@dnu-freight.test');
    act(() => jest.advanceTimersByTime(7_000));
    expect(screen.getByText(DO_NOT_USE_TOAST)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText(DO_NOT_USE_TOAST)).not.toBeInTheDocument());
  });

  it("any other failure shows the server's message and keeps the address", async () => {
    installApiDouble().on(API.account.requestPasswordReset, {
      status: 400,
      body: {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { emailAddress: ['A valid e-mail address is required.'] },
      },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'dispatch@lonestar.test{Enter}');
    expect(await screen.findByText(/A valid e-mail address is required\./)).toBeInTheDocument();
    expect(screen.queryByText('Wrong username or password.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('dispatch@lonestar.test');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});

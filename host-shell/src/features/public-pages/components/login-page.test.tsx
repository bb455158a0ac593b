import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { LoginResponse } from '@trucks/shared-contracts/domain/user';
import { currentAddress } from '@trucks/shared-ui/testing';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell, signedInUser } from '../../../test/render';
import { LoginPage } from './login-page';

const DO_NOT_USE_TOAST =
  "This carrier is marked 'Do Not Use'. Please email carrierservices@trucks.example for assistance.";

const answer: LoginResponse = {
  accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVLTEwMCJ9.c2lnbmF0dXJl',
  user: signedInUser({ userName: 'dispatch@lonestar.test' }),
};

function renderLogin(route = '/login') {
  const onSignedIn = jest.fn<void, [LoginResponse]>();
  renderInShell(<LoginPage onSignedIn={onSignedIn} />, { route });
  return onSignedIn;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, userName: string, password: string) {
  await user.type(screen.getByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** Types with real timers, then presses Sign In on fake ones, so the toast's lifetime can be stepped. */
async function signInThenFakeTimers(userName: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username'), userName);
  await userEvent.type(screen.getByLabelText('Password'), password);
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  // antd validates asynchronously after the click: let that settle inside act.
  await act(async () => {
    screen.getByRole('button', { name: 'Sign In' }).click();
    await jest.advanceTimersByTimeAsync(0);
  });
}

// antd forms on a busy 2-core machine: the first render and typing can take seconds.
jest.setTimeout(20_000);

afterEach(() => jest.useRealTimers());

describe('LoginPage (spec 000 §2, §5, §8)', () => {
  it('sends the credentials and hands the answer to the host', async () => {
    const api = installApiDouble().on(API.account.login, answer);
    const onSignedIn = renderLogin();
    const user = userEvent.setup();
    await signIn(user, 'dispatch@lonestar.test', 'Fr8ght-2024');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(answer));
    expect(api.requests(API.account.login)[0]?.body).toEqual({
      userName: 'dispatch@lonestar.test',
      password: 'Fr8ght-2024',
    });
  });

  it('submits with Enter', async () => {
    const api = installApiDouble().on(API.account.login, answer);
    const onSignedIn = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'dispatch@lonestar.test');
    await user.type(screen.getByLabelText('Password'), 'Fr8ght-2024{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.requests(API.account.login)).toHaveLength(1);
  });

  it('"query parameter login_hint prefills the sign-in name"', () => {
    installApiDouble();
    renderLogin('/login?login_hint=driver%40lonestar.test');
    expect(screen.getByLabelText('Username')).toHaveValue('driver@lonestar.test');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('asks for both fields before sending anything', async () => {
    const api = installApiDouble();
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(api.requests()).toHaveLength(0);
  });

  it('shows the button loading and disabled while the sign-in is under way', async () => {
    installApiDouble().on(API.account.login, { status: 200, body: answer, delayMs: 300 });
    const onSignedIn = renderLogin();
    const user = userEvent.setup();
    await signIn(user, 'dispatch@lonestar.test', 'Fr8ght-2024');
    expect(screen.getByRole('button', { name: /Sign In/ })).toBeDisabled();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /Sign In/ })).toBeEnabled();
  });

  it('"Login failure: \'Wrong username or password.\'" for 8 s, keeping what was typed', async () => {
    installApiDouble().on(API.account.login, {
      status: 401,
      body: { title: 'Unauthorized', status: 401, detail: 'Wrong username or password.' },
    });
    const onSignedIn = renderLogin();
    await signInThenFakeTimers('dispatch@lonestar.test', 'not-my-password');
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username')).toHaveValue('dispatch@lonestar.test');
    expect(screen.getByLabelText('Password')).toHaveValue('not-my-password');

    act(() => jest.advanceTimersByTime(7_000));
    expect(screen.getByText('Wrong username or password.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText('Wrong username or password.')).not.toBeInTheDocument());
  });

  it("\"if the server message contains 'Do Not Use', an 8-second error says the carrier is 'Do Not Use' and prompts to email the carrier services mailbox\"", async () => {
    installApiDouble().on(API.account.login, {
      status: 403,
      body: {
        title: 'Forbidden',
        status: 403,
        detail: 'This carrier is marked Do Not Use. Please email carrier services to restore access.',
      },
    });
    renderLogin();
    await signInThenFakeTimers('owner@dnu-freight.test', 'Fr8ght-2024');
    expect(await screen.findByText(DO_NOT_USE_TOAST)).toBeInTheDocument();
    expect(screen.queryByText('Wrong username or password.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('Fr8ght-2024');

    act(() => jest.advanceTimersByTime(7_000));
    expect(screen.getByText(DO_NOT_USE_TOAST)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText(DO_NOT_USE_TOAST)).not.toBeInTheDocument());
  });

  it('"otherwise login shows \'Wrong username or password.\'", whatever the server said', async () => {
    installApiDouble().on(API.account.login, { status: 500, body: { title: 'Sign-in is down' } });
    renderLogin();
    await signIn(userEvent.setup(), 'dispatch@lonestar.test', 'Fr8ght-2024');
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in is down')).not.toBeInTheDocument();
  });

  it('links "Forgot password?" to /request-password-reset', async () => {
    installApiDouble();
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(currentAddress()).toHaveTextContent('/request-password-reset');
  });
});

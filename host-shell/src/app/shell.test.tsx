// The shell's provider tree as the browser gets it (startShell over the federation double and the API
// double): what a remote shows through antd App's holders, outside the route tree, has the router,
// the query client and the theme, and a render error there shows the crash screen (issue 27).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import { useEffect } from 'react';
import { App, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { startSession } from '@trucks/shared-contracts/session/session-writer';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { DESKTOP_WIDTH, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { answerBadges, NO_BADGES, personas } from '../features/shell-chrome/components/shell-chrome-test-kit';
import { installRuntimeDouble } from '../test/federation-runtime-double';
import { registryWith, release, testConfig } from '../test/fixtures';
import { signInDouble } from '../test/sign-in-double';
import { liveToken } from '../test/signed-in-shell';
import { startShell } from './start-shell';
import { PORTAL_THEME } from './theme';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadboard = release('mf_loadboard', '1.0.0-r1');

/** What a toast's content reads from the providers around it. */
function ToastProviders() {
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  return (
    <span>
      Query client {queryClient ? 'present' : 'missing'}; primary colour {token.colorPrimary}
    </span>
  );
}

/** The load board's 'On opening a shipment' notice (spec 000 §2): an info toast with a link. */
function AlreadyBookedPreview() {
  const { message } = App.useApp();
  useEffect(() => {
    void message.info({
      key: 'opening-notice',
      content: (
        <span>
          Shipment #4100413 is already booked by your company.{' '}
          <Link to="/all-shipments/4100413/preview">View shipment</Link> <ToastProviders />
        </span>
      ),
    });
  }, [message]);
  return <h1>Load 4100413</h1>;
}

function Exploding(): never {
  throw new Error('a toast that cannot render');
}

function BrokenToastPreview() {
  const { notification } = App.useApp();
  useEffect(() => {
    notification.info({ key: 'broken', title: 'Broken', description: <Exploding /> });
  }, [notification]);
  return <h1>Load 4100191</h1>;
}

async function startAt(path: string, routes: () => React.ReactElement) {
  const federation = installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
  federation.serve(loadboard.manifestUrl, { kind: 'ok', modules: { routes } });
  const fetchJson = jest.fn(async (url: string) => {
    if (url === '/config.json') return testConfig;
    if (url === '/remotes.json') return registryWith({ mf_loadboard: [loadboard] });
    throw new Error(`${url} answered 404`);
  });
  window.history.pushState({}, '', path);
  const container = document.body.appendChild(document.createElement('div'));
  startSession({ token: liveToken(), user: null });
  setViewportWidth(DESKTOP_WIDTH);
  const api = answerBadges(NO_BADGES, installApiDouble()).on(
    API.account.currentUser,
    personas.carrierAdmin(),
  );
  await act(() =>
    startShell(container, { fetchJson, loadSignIn: async () => signInDouble(), apiFetch: api.fetch }),
  );
  return container;
}

describe('what renders outside the route tree (issue 27, spec 000 §2)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    document.body.replaceChildren();
  });

  it('an info toast with a link to the shipment renders, with the router, the query client and the theme', async () => {
    const container = await startAt('/available-freight/4100413/preview', AlreadyBookedPreview);

    expect(await screen.findByRole('heading', { name: 'Load 4100413' }, { timeout: 5_000 })).toBeVisible();
    const toast = (await screen.findByText(/Shipment #4100413 is already booked by your company\./))
      .parentElement as HTMLElement;
    expect(within(toast).getByText(/Query client present/)).toHaveTextContent(
      `primary colour ${PORTAL_THEME.token?.colorPrimary ?? ''}`,
    );
    await userEvent.click(within(toast).getByRole('link', { name: 'View shipment' }));
    expect(window.location.pathname).toBe('/all-shipments/4100413/preview');
    expect(
      await within(container).findByText('Shipments is unavailable', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(container).not.toBeEmptyDOMElement();
  }, 20_000);

  it('a render error in a notification shows the crash screen, never an empty page', async () => {
    const container = await startAt('/available-freight/4100191/preview', BrokenToastPreview);

    expect(
      await within(container).findByText('Whoops! Something Went Wrong', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(container).not.toBeEmptyDOMElement();
    await userEvent.click(within(container).getByRole('button', { name: 'Return to Home Page' }));
    expect(within(container).queryByText('Whoops! Something Went Wrong')).not.toBeInTheDocument();
    expect(await within(container).findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // Home is the carrier's dashboard, its first tab mf-shipments' (not in this registry).
    expect(
      await within(container).findByText('Shipments is unavailable', {}, { timeout: 5_000 }),
    ).toBeVisible();
  }, 20_000);
});

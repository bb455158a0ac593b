import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentAddress } from '@trucks/shared-ui/testing';
import { renderInShell, signedInUser } from '../../test/render';
import { CrashBoundary } from './crash-boundary';
import { ExpiredSamsaraModal, SAMSARA_MODAL_DISMISSED_KEY } from './expired-samsara-modal';
import { NotAuthorized } from './not-authorized';
import { useNavigationOpen } from './navigation-store';
import { answerBadges, NO_BADGES, personas, renderFrame } from './shell-chrome-test-kit';
import { DESKTOP_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';

const expiredToken = { trackingIntegration: { samsaraIsExpired: true } };
const samsaraText = /Samsara tracking integration token for .* has expired/;

afterEach(restoreViewport);

describe("'Expired Samsara Token' (spec 000 §6, 001 §2 Other)", () => {
  beforeEach(() => sessionStorage.clear());

  it('shows to an admin whose Samsara token expired, and links to the profile integrations tab', async () => {
    renderInShell(<ExpiredSamsaraModal />, {
      route: '/dashboard',
      user: signedInUser({ roles: ['Admin'], permissions: ['CarrierPortal'], ...expiredToken }),
    });
    expect(await screen.findByText('Expired Samsara Token')).toBeInTheDocument();
    expect(screen.getByText(samsaraText)).toHaveTextContent('Lone Star Carriers');
    await userEvent.click(screen.getByRole('button', { name: 'Go to Integrations' }));
    expect(currentAddress()).toHaveTextContent('/profile?tab=integrations');
    await waitFor(() => expect(screen.queryByText(samsaraText)).not.toBeVisible());
  });

  it.each([
    ['a non-admin carrier', { roles: ['AP'], permissions: ['CarrierPortal'], ...expiredToken }],
    ['an admin whose token is valid', { roles: ['Admin'], permissions: ['CarrierPortal'] }],
    [
      'a user whose only role is Driver',
      { roles: ['Driver'], permissions: ['DriverPortal', 'Admin'], ...expiredToken },
    ],
  ] as const)('is not shown to %s', (_, user) => {
    renderInShell(<ExpiredSamsaraModal />, {
      route: '/dashboard',
      user: signedInUser({ ...user, roles: [...user.roles], permissions: [...user.permissions] }),
    });
    expect(screen.queryByText('Expired Samsara Token')).not.toBeInTheDocument();
  });

  it('once dismissed, stays closed for the rest of the browser session', async () => {
    const admin = signedInUser({ roles: ['Admin'], permissions: ['CarrierPortal'], ...expiredToken });
    const first = renderInShell(<ExpiredSamsaraModal />, { route: '/dashboard', user: admin });
    await screen.findByText('Expired Samsara Token');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(sessionStorage.getItem(SAMSARA_MODAL_DISMISSED_KEY)).toBe('1');
    first.unmount();

    renderInShell(<ExpiredSamsaraModal />, { route: '/tenders', user: admin });
    expect(screen.queryByText('Expired Samsara Token')).not.toBeInTheDocument();

    sessionStorage.clear(); // a new browser session
    renderInShell(<ExpiredSamsaraModal />, { route: '/tenders', user: admin });
    expect(await screen.findByText('Expired Samsara Token')).toBeInTheDocument();
  });

  it('comes with the full shell frame', async () => {
    localStorage.clear();
    act(() => useNavigationOpen.setState({ isOpen: false }));
    setViewportWidth(DESKTOP_WIDTH);
    answerBadges(NO_BADGES);
    renderFrame({ user: { ...personas.carrierAdmin(), ...expiredToken } });
    expect(await screen.findByText('Expired Samsara Token')).toBeInTheDocument();
  });
});

describe("crash screen (spec 000 §2, §8: 'Whoops! Something Went Wrong', 'Return to Home Page')", () => {
  let failing = true;
  function FragilePage() {
    const [label] = useState('Shipment 4100231');
    if (failing) throw new Error('Cannot read properties of undefined (reading "stops")');
    return <p>{label}</p>;
  }

  it('replaces a page that fails to render, logs the error, and goes home and renders again from the button', async () => {
    failing = true;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInShell(
      <CrashBoundary>
        <FragilePage />
      </CrashBoundary>,
      { route: '/all-shipments/4100231/preview', user: signedInUser() },
    );
    expect(screen.getByText('Whoops! Something Went Wrong')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'The page crashed:',
      expect.objectContaining({ message: 'Cannot read properties of undefined (reading "stops")' }),
      expect.any(String),
    );

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home Page' }));
    expect(currentAddress()).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Shipment 4100231')).toBeInTheDocument();
    expect(screen.queryByText('Whoops! Something Went Wrong')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('keeps the shell usable: the navigation still works and another page clears the crash', async () => {
    failing = true;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
    setViewportWidth(DESKTOP_WIDTH);
    answerBadges(NO_BADGES);
    renderFrame({ user: personas.carrier(), route: '/tenders', page: <FragilePage /> });
    expect(screen.getByText('Whoops! Something Went Wrong')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('link', { name: 'Rate Requests' }));
    expect(currentAddress()).toHaveTextContent('/rates');
    expect(screen.getByText('Shipment 4100231')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('not authorized (spec 000 §2)', () => {
  it("says 'You are not Authorized for this content' and offers the way home", async () => {
    renderInShell(<NotAuthorized />, {
      route: '/tenders',
      user: signedInUser({ permissions: ['DriverPortal'] }),
    });
    expect(screen.getByText('You are not Authorized for this content')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home Page' }));
    expect(currentAddress()).toHaveTextContent(/^\/$/);
  });
});

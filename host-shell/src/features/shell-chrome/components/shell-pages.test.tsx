import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from 'antd';
import { currentAddress } from '@trucks/shared-ui/testing';
import { renderInShell, signedInUser } from '../../../test/render';
import { CrashBoundary } from './crash-boundary';
import { ExpiredSamsaraModal } from './expired-samsara-modal';
import { SAMSARA_MODAL_Z_INDEX } from './expired-samsara-dialog';
import { forgetSessionMemory } from '../../../lib/session-memory';
import { NotAuthorized } from './not-authorized';
import { useNavigationOpen } from '../hooks/use-navigation-open';
import { answerBadges, NO_BADGES, personas, renderFrame } from './shell-chrome-test-kit';
import { DESKTOP_WIDTH, restoreViewport, setViewportWidth } from '@trucks/shared-ui/test-viewport';

const expiredToken = { trackingIntegration: { samsaraIsExpired: true } };
const samsaraText = /Samsara tracking integration token for .* has expired/;

afterEach(restoreViewport);

describe("'Expired Samsara Token' (spec 000 §6, 001 §2 Other)", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

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

  it('once dismissed, stays closed for the rest of the sign-in session: a reload, another tab', async () => {
    const admin = signedInUser({ roles: ['Admin'], permissions: ['CarrierPortal'], ...expiredToken });
    const first = renderInShell(<ExpiredSamsaraModal />, { route: '/dashboard', user: admin });
    await screen.findByText('Expired Samsara Token');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    first.unmount();

    // A full page load, or another tab: its sessionStorage is new, the sign-in session is the same.
    sessionStorage.clear();
    renderInShell(<ExpiredSamsaraModal />, { route: '/tenders', user: admin });
    expect(screen.queryByText('Expired Samsara Token')).not.toBeInTheDocument();
  });

  it('shows again in a new session (sign-out, expiry, a new sign-in) and to another admin', async () => {
    const admin = signedInUser({ roles: ['Admin'], permissions: ['CarrierPortal'], ...expiredToken });
    const first = renderInShell(<ExpiredSamsaraModal />, { route: '/dashboard', user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    first.unmount();

    const otherAdmin = { ...admin, id: 'U-999', firstName: 'Jo' };
    const second = renderInShell(<ExpiredSamsaraModal />, { route: '/dashboard', user: otherAdmin });
    expect(await screen.findByText('Expired Samsara Token')).toBeInTheDocument();
    second.unmount();

    forgetSessionMemory(); // what the session controller does when a session ends or begins
    renderInShell(<ExpiredSamsaraModal />, { route: '/tenders', user: admin });
    expect(await screen.findByText('Expired Samsara Token')).toBeInTheDocument();
  });

  it('sits above a drawer that opened after it (a load preview on a direct link)', async () => {
    const admin = signedInUser({ roles: ['Admin'], permissions: ['CarrierPortal'], ...expiredToken });
    renderInShell(
      <>
        <ExpiredSamsaraModal />
        <Drawer open title="Shipment #4100191">
          Load
        </Drawer>
      </>,
      { route: '/available-freight/4100191/preview', user: admin },
    );
    await screen.findByText('Expired Samsara Token');
    // The layer each overlay's root is painted in (antd sets it on the modal's wrap and the drawer's root).
    const layer = (selector: string) =>
      Number(getComputedStyle(document.querySelector(selector) as HTMLElement).zIndex || 1000);
    expect(layer('.ant-modal-wrap')).toBe(SAMSARA_MODAL_Z_INDEX);
    expect(layer('.ant-modal-wrap')).toBeGreaterThan(layer('.ant-drawer'));
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

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentAddress } from '@trucks/shared-ui/testing';
import { testConfig } from '../../../test/fixtures';
import { NAVIGATION_OPEN_STORAGE_KEY, useNavigationOpen } from '../hooks/use-navigation-open';
import { answerBadges, NO_BADGES, personas, renderFrame } from './shell-chrome-test-kit';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  restoreViewport,
  setViewportWidth,
  TABLET_WIDTH,
} from '@trucks/shared-ui/test-viewport';

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const itemNames = () =>
  within(navigation())
    .getAllByRole('listitem')
    .map((item) =>
      (within(item).queryByRole('link') ?? within(item).getByRole('button')).getAttribute('aria-label'),
    );

beforeEach(() => {
  localStorage.clear();
  act(() => useNavigationOpen.setState({ isOpen: false }));
  setViewportWidth(DESKTOP_WIDTH);
  answerBadges(NO_BADGES);
});
afterEach(restoreViewport);

// On a wide screen the frame loads the navigation's chunk with its first render (shell-frame.tsx); once
// loaded it renders at once, so the tests below can read it synchronously.
beforeAll(async () => {
  setViewportWidth(DESKTOP_WIDTH);
  answerBadges(NO_BADGES);
  const { unmount } = renderFrame({ user: personas.carrierAdmin() });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  unmount();
  restoreViewport();
});

describe('side navigation per persona (spec 000 §2 groups, §6 rules)', () => {
  it('shows a carrier admin every group in order: Dashboard, Load Board, Manage Freight, Financials, Account', () => {
    renderFrame({ user: personas.carrierAdmin() });
    expect(itemNames()).toEqual([
      'Dashboard',
      'Load Board',
      'Live Equipment',
      'Saved Lanes',
      'Top Picks',
      'Shipments',
      'Tenders',
      'Rate Requests',
      'Accounting',
      'Payment Remittance',
      'Accessorial Requests',
      'Videos',
      'Contacts',
      'Support',
      'Logout',
    ]);
    expect(
      within(navigation())
        .getAllByRole('list')
        .map((list) => list.getAttribute('aria-label')),
    ).toEqual(['Dashboard', 'Load Board', 'Manage Freight', 'Financials', 'Account']);
  });

  it('"Load Board items need CarrierPortal and are hidden from brokers"; no Accessorial Requests either', () => {
    renderFrame({ user: personas.broker() });
    expect(itemNames()).toEqual([
      'Dashboard',
      'Shipments',
      'Tenders',
      'Rate Requests',
      'Accounting',
      'Payment Remittance',
      'Videos',
      'Contacts',
      'Support',
      'Logout',
    ]);
  });

  it('"Shipments needs CarrierPortal or DriverPortal": a driver in the full frame sees Dashboard, Shipments, Support, Logout', () => {
    renderFrame({ user: personas.driver() });
    expect(itemNames()).toEqual(['Dashboard', 'Shipments', 'Support', 'Logout']);
  });

  it('"Accounting and Payment Remittance need CarrierPortal or FactoringCompanyPortal": a factoring user', () => {
    renderFrame({ user: personas.factoring() });
    expect(itemNames()).toEqual(['Dashboard', 'Accounting', 'Payment Remittance', 'Support', 'Logout']);
  });

  it('"The driver variant hides the top bar and the side navigation": only the page, in <main>', () => {
    renderFrame({ user: personas.driver(), variant: 'driver', route: '/all-shipments' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeInTheDocument();
  });
});

describe('navigating', () => {
  it('links route items, highlights the active one, and reports the intent on hover and focus', async () => {
    const onNavigationIntent = jest.fn();
    renderFrame({ user: personas.carrierAdmin(), route: '/dashboard/shipments', onNavigationIntent });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tenders' })).not.toHaveAttribute('aria-current');

    await userEvent.hover(screen.getByRole('link', { name: 'Tenders' }));
    expect(onNavigationIntent).toHaveBeenLastCalledWith('/tenders');
    act(() => screen.getByRole('link', { name: 'Accessorial Requests' }).focus());
    expect(onNavigationIntent).toHaveBeenLastCalledWith('/cases');

    await userEvent.click(screen.getByRole('link', { name: 'Tenders' }));
    expect(currentAddress()).toHaveTextContent('/tenders');
    expect(screen.getByRole('link', { name: 'Tenders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("shows one current page when Dashboard leads to another item's page: a factoring user's Accounting", () => {
    renderFrame({ user: personas.factoring(), route: '/accounting' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/accounting');
    expect(screen.getByRole('link', { name: 'Accounting' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  it('opens Support, the help desk, in a new tab and signs out with Logout', async () => {
    const { onLogout } = renderFrame({ user: personas.carrier() });
    const support = screen.getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('href', testConfig.links.helpDesk);
    expect(support).toHaveAttribute('target', '_blank');
    expect(support.getAttribute('rel')).toContain('noopener');
    await userEvent.click(within(navigation()).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('collapsed, expanded and pinned open (spec 000 §2: 60px, 240px on hover, persisted)', () => {
  it('is a 60px rail of icons that keeps every name, and expands to 240px with labels on hover', async () => {
    renderFrame({ user: personas.carrier() });
    expect(navigation()).toHaveStyle({ width: '60px' });
    expect(within(navigation()).queryByText('Tenders')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tenders' })).toBeInTheDocument();

    await userEvent.hover(navigation());
    expect(navigation()).toHaveStyle({ width: '240px' });
    expect(within(navigation()).getByText('Tenders')).toBeVisible();
    expect(within(navigation()).getByText('Manage Freight')).toBeVisible();

    await userEvent.unhover(navigation());
    expect(navigation()).toHaveStyle({ width: '60px' });
  });

  it('is pinned open by the toggle, and the choice is kept in localStorage for the next visit', async () => {
    const { unmount } = renderFrame({ user: personas.carrier() });
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(navigation()).toHaveStyle({ width: '240px' });
    expect(JSON.parse(localStorage.getItem(NAVIGATION_OPEN_STORAGE_KEY)!)).toMatchObject({
      state: { isOpen: true },
    });
    unmount();

    // A new page load: the store reads the stored choice back.
    act(() => useNavigationOpen.setState({ isOpen: false }, false));
    localStorage.setItem(
      NAVIGATION_OPEN_STORAGE_KEY,
      JSON.stringify({ state: { isOpen: true }, version: 0 }),
    );
    await act(() => useNavigationOpen.persist.rehydrate());
    renderFrame({ user: personas.carrier() });
    expect(navigation()).toHaveStyle({ width: '240px' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
    expect(navigation()).toHaveStyle({ width: '60px' });
    expect(JSON.parse(localStorage.getItem(NAVIGATION_OPEN_STORAGE_KEY)!)).toMatchObject({
      state: { isOpen: false },
    });
  });

  it.each([
    ['a tablet', TABLET_WIDTH],
    ['a phone', PHONE_WIDTH],
  ])(
    'is hidden below 900px (%s); the toggle opens it as a drawer that closes after a choice',
    async (_, width) => {
      setViewportWidth(width);
      renderFrame({ user: personas.carrier() });
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(within(navigation()).getByText('Rate Requests')).toBeInTheDocument();
      expect(localStorage.getItem(NAVIGATION_OPEN_STORAGE_KEY)).not.toContain('"isOpen":true');

      await userEvent.click(screen.getByRole('link', { name: 'Rate Requests' }));
      expect(currentAddress()).toHaveTextContent('/rates');
      expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  );
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { Environment } from '@trucks/shared-contracts/config/runtime-config';
import { currentAddress } from '@trucks/shared-ui/testing';
import { testConfig } from '../../../test/fixtures';
import { useNavigationOpen } from '../hooks/use-navigation-open';
import { answerBadges, NO_BADGES, personas, renderFrame } from './shell-chrome-test-kit';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  restoreViewport,
  setViewportWidth,
} from '@trucks/shared-ui/test-viewport';

const banner = () => screen.getByRole('banner');
const openUserMenu = async () => {
  await userEvent.click(within(banner()).getByRole('button', { name: /user menu/i }));
  return screen.findAllByRole('menuitem');
};
const menuNames = (items: HTMLElement[]) => items.map((item) => item.textContent);

beforeEach(() => {
  localStorage.clear();
  act(() => useNavigationOpen.setState({ isOpen: false }));
  setViewportWidth(DESKTOP_WIDTH);
});
afterEach(restoreViewport);

describe('top bar (spec 000 §2)', () => {
  it('has the toggle, the Trucks logo to the dashboard, the page title from the path, the search, help desk and updates', async () => {
    answerBadges(NO_BADGES);
    renderFrame({
      user: personas.carrier(),
      route: '/all-shipments/4100231/preview',
      search: <input aria-label="Search Shipments" />,
    });
    const bar = within(banner());
    expect(bar.getByRole('button', { name: 'Toggle navigation' })).toBeInTheDocument();
    expect(bar.getByRole('heading', { level: 1, name: 'All Shipments' })).toBeInTheDocument();
    expect(bar.getByRole('textbox', { name: 'Search Shipments' })).toBeInTheDocument();
    const helpDesk = bar.getByRole('link', { name: 'Help Desk' });
    expect(helpDesk).toHaveAttribute('href', testConfig.links.helpDesk);
    expect(helpDesk).toHaveAttribute('target', '_blank');
    expect(helpDesk.getAttribute('rel')).toContain('noopener');

    await userEvent.click(bar.getByRole('link', { name: 'Trucks' }));
    expect(currentAddress()).toHaveTextContent('/dashboard');
    expect(bar.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('takes a factoring user home to accounting from the logo and the Dashboard item (issue 41: the dashboard ended on not-authorized)', async () => {
    answerBadges(NO_BADGES);
    renderFrame({ user: personas.factoring(), route: '/payments' });
    const home = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(home).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/accounting');

    await userEvent.click(within(banner()).getByRole('link', { name: 'Trucks' }));
    expect(currentAddress()).toHaveTextContent('/accounting');
    expect(within(banner()).getByRole('heading', { level: 1, name: 'Accounting' })).toBeInTheDocument();
  });

  it('"split at capitals and hyphens": /third-party-payer-invoices reads Third Party Payer Invoices', () => {
    answerBadges(NO_BADGES);
    renderFrame({ user: personas.carrier(), route: '/third-party-payer-invoices' });
    expect(within(banner()).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Third Party Payer Invoices',
    );
  });

  it('opens Application Updates with the running version and what is new', async () => {
    answerBadges(NO_BADGES);
    renderFrame({ user: personas.carrier(), config: { ...testConfig, appVersion: '1.0.0' } });
    await userEvent.click(within(banner()).getByRole('button', { name: 'Application Updates' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Application Updates')).toBeInTheDocument();
    expect(within(drawer).getByText(/You are using version/)).toHaveTextContent(
      'You are using version 1.0.0.',
    );
    const current = within(drawer).getByRole('region', { name: 'Version 1.0.0' });
    expect(current).toHaveTextContent('Current');
    expect(current).toHaveTextContent('Search shipments by number from the top bar on every page.');
  });

  it.each<[Environment, boolean]>([
    ['uat', true],
    ['local', true],
    ['test', true],
    ['development', false],
    ['production', false],
  ])('"Environment marker \'test\' is displayed in uat, local and test": %s -> %s', (environment, shown) => {
    answerBadges(NO_BADGES);
    renderFrame({ user: personas.carrier(), config: { ...testConfig, environment } });
    if (shown) expect(within(banner()).getByText('test')).toBeInTheDocument();
    else expect(within(banner()).queryByText('test')).not.toBeInTheDocument();
  });
});

describe('user menu (spec 000 §2, §6)', () => {
  it('gives an admin My Profile, Admin with the open access-request count, API Documentation and Logout', async () => {
    answerBadges({ ...NO_BADGES, openAccessRequests: 2 });
    renderFrame({ user: personas.carrierAdmin() });
    const items = await openUserMenu();
    expect(menuNames(items)).toEqual(['My Profile', 'Admin2', 'API Documentation', 'Logout']);
    expect(await screen.findByRole('img', { name: '2 open access requests' })).toBeInTheDocument();
    const docs = screen.getByRole('link', { name: 'API Documentation' });
    expect(docs).toHaveAttribute('href', testConfig.links.apiDocumentation);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');

    await userEvent.click(screen.getByRole('link', { name: 'Admin' }));
    expect(currentAddress()).toHaveTextContent('/contacts');
  });

  it('"API Documentation (admins only, not on mobile)": an admin on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    answerBadges(NO_BADGES);
    renderFrame({ user: personas.carrierAdmin() });
    expect(menuNames(await openUserMenu())).toEqual(['My Profile', 'Admin', 'Logout']);
  });

  it('labels Contacts as Contacts for a carrier who is not an admin, and asks for no access-request count', async () => {
    const api = answerBadges({ ...NO_BADGES, openAccessRequests: 7 });
    renderFrame({ user: personas.carrier() });
    expect(menuNames(await openUserMenu())).toEqual(['My Profile', 'Contacts', 'Logout']);
    expect(api.requests(API.account.openAccessRequestCount)).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'My Profile' }));
    expect(currentAddress()).toHaveTextContent('/profile');
  });

  it('opens on the first click, once its code has loaded; the menu button keeps the focus', async () => {
    answerBadges(NO_BADGES);
    renderFrame({ user: personas.carrier() });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(within(banner()).getByRole('button', { name: /user menu/i }));
    expect(menuNames(await screen.findAllByRole('menuitem'))).toEqual(['My Profile', 'Contacts', 'Logout']);
    expect(within(banner()).getByRole('button', { name: /user menu/i })).toHaveFocus();
  });

  it('gives a driver My Profile and Logout; Logout signs out', async () => {
    answerBadges(NO_BADGES);
    const { onLogout } = renderFrame({ user: personas.driver() });
    const items = await openUserMenu();
    expect(menuNames(items)).toEqual(['My Profile', 'Logout']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

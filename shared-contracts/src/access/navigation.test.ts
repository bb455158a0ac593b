import { homePathFor, navigationFor, userMenuFor } from './navigation';
import { evaluatePathAccess } from './route-access';
import {
  accessUser,
  broker,
  carrier,
  carrierAdmin,
  carrierBillTo,
  driver,
  factoring,
  factoringAr,
  shipper,
} from './test-users';

const labels = (user: Parameters<typeof navigationFor>[0]) =>
  navigationFor(user).flatMap((group) => group.items.map((item) => item.label));

describe('side navigation (spec 000 §2, §6)', () => {
  it('shows a carrier every group in the spec order', () => {
    expect(navigationFor(carrier).map((group) => group.label ?? 'Dashboard')).toEqual([
      'Dashboard',
      'Load Board',
      'Manage Freight',
      'Financials',
      'Account',
    ]);
    expect(labels(carrier)).toEqual([
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
  });
  it('"Load Board items need CarrierPortal and are hidden from brokers"; "Accessorial Requests is for non-brokers"', () => {
    expect(labels(broker)).not.toContain('Live Equipment');
    expect(labels(broker)).not.toContain('Accessorial Requests');
    expect(labels(broker)).toContain('Tenders');
  });
  it('"Shipments needs CarrierPortal or DriverPortal"; a driver sees Dashboard, Shipments, Support, Logout', () => {
    expect(labels(driver)).toEqual(['Dashboard', 'Shipments', 'Support', 'Logout']);
  });
  it('"Accounting and Payment Remittance need CarrierPortal or FactoringCompanyPortal"', () => {
    expect(labels(factoring)).toEqual(['Dashboard', 'Accounting', 'Payment Remittance', 'Support', 'Logout']);
  });
  it('"Third Party Payer Invoices needs the user\'s has3PLNetwork flag plus those permissions" (and a billing role, 001 §2)', () => {
    expect(labels({ ...carrier, roles: ['BillTo'] })).not.toContain('Third Party Payer Invoices');
    expect(labels({ ...carrier, roles: ['BillTo'], has3PLNetwork: true })).toContain(
      'Third Party Payer Invoices',
    );
    expect(labels({ ...carrier, has3PLNetwork: true })).not.toContain('Third Party Payer Invoices');
  });
  it('Third Party Payer Invoices never leads to the not-authorized page; its route does not need the flag (001 §2)', () => {
    const factoringAr = { ...factoring, roles: ['AR'] };
    const users = [
      carrier,
      factoring,
      factoringAr,
      { ...factoringAr, has3PLNetwork: true },
      { ...carrier, roles: ['BillTo'], has3PLNetwork: true },
      accessUser({ permissions: ['Admin'], roles: ['AP'], has3PLNetwork: true }),
    ];
    for (const user of users)
      if (labels(user).includes('Third Party Payer Invoices'))
        expect(evaluatePathAccess(user, '/third-party-payer-invoices')).toBe('allowed');
    // The demo factoring user (role AR, outside a third-party payer network): no link, yet the route's
    // rule ("permission ... and one role of Admin, BillTo, BillingInquiry, AP, AR") lets the address in.
    expect(labels(factoringAr)).not.toContain('Third Party Payer Invoices');
    expect(evaluatePathAccess(factoringAr, '/third-party-payer-invoices')).toBe('allowed');
    expect(labels({ ...factoringAr, has3PLNetwork: true })).toContain('Third Party Payer Invoices');
  });
  it('carries the red badges of spec 000 §2 on their items', () => {
    const items = navigationFor(carrier).flatMap((group) => group.items);
    const badges = Object.fromEntries(
      items.flatMap((item) => ('badge' in item && item.badge ? [[item.label, item.badge]] : [])),
    );
    expect(badges).toEqual({
      Shipments: 'shipmentsNeedingUpdates',
      Tenders: 'sentTenders',
      'Rate Requests': 'openRateRequests',
      Accounting: 'accountingActionRequired',
      'Accessorial Requests': 'newCases',
    });
  });
});

describe('the shipper side (spec 001 §1; not in the navigation of spec 000)', () => {
  it('shows a shipper-side user (no portal permission) the orders areas and no carrier items', () => {
    expect(navigationFor(shipper).map((group) => group.label ?? 'Dashboard')).toEqual([
      'Dashboard',
      'Orders',
      'Account',
    ]);
    expect(labels(shipper)).toEqual([
      'Dashboard',
      'Orders',
      'Locations',
      'Shipment Booking',
      'Shipment Tracking',
      'Support',
      'Logout',
    ]);
    expect(labels(carrier)).not.toContain('Orders');
  });

  it.each([
    ['a carrier admin', carrierAdmin],
    ['a carrier user', carrierBillTo],
    ['a factoring user', factoringAr],
    ['a driver', driver],
    ['a broker', broker],
  ])('hides the shipper pages from %s, whom their routes do not let in (issue 27)', (_persona, user) => {
    expect(navigationFor(user).map((group) => group.label)).not.toContain('Orders');
  });

  it.each([
    ['a carrier admin', carrierAdmin],
    ['a carrier user', carrierBillTo],
    ['a factoring user', factoringAr],
    ['a driver', driver],
    ['a broker', broker],
    ['a shipper', shipper],
  ])('never leads %s to the not-authorized page, the Dashboard link included', (_persona, user) => {
    const paths = navigationFor(user)
      .flatMap((group) => group.items)
      .flatMap((item) => (item.kind === 'route' ? [item.path] : []));
    for (const path of paths) expect([path, evaluatePathAccess(user, path)]).toEqual([path, 'allowed']);
  });

  it.each([
    ['a carrier admin', carrierAdmin, '/dashboard'],
    ['a carrier user', carrierBillTo, '/dashboard'],
    ['a broker', broker, '/dashboard'],
    ['a factoring user (issue 41: the Dashboard link ended on not-authorized)', factoringAr, '/accounting'],
    ['a driver', driver, '/all-shipments'],
    ['a shipper', shipper, '/orders'],
  ])('the logo and the Dashboard item take %s home: %s', (_persona, user, home) => {
    expect(homePathFor(user)).toBe(home);
    const dashboardItem = navigationFor(user)[0]!.items[0]!;
    expect(dashboardItem).toMatchObject({ key: 'dashboard', label: 'Dashboard', path: home });
  });
});

describe('user menu (spec 000 §2, §6)', () => {
  it('"Contacts (labelled Admin for admins ...), API Documentation (admins only, not on mobile)"', () => {
    const admin = accessUser({ permissions: ['CarrierPortal', 'Admin'], roles: ['Admin'] });
    expect(userMenuFor(admin, { isMobile: false }).map((item) => item.label)).toEqual([
      'My Profile',
      'Admin',
      'API Documentation',
      'Logout',
    ]);
    expect(userMenuFor(admin, { isMobile: true }).map((item) => item.label)).toEqual([
      'My Profile',
      'Admin',
      'Logout',
    ]);
    expect(userMenuFor(carrier, { isMobile: false }).map((item) => item.label)).toEqual([
      'My Profile',
      'Contacts',
      'Logout',
    ]);
  });
  it('"My Profile needs any of the carrier, factoring or driver portal permissions"', () => {
    expect(userMenuFor(driver, { isMobile: true }).map((item) => item.label)).toEqual([
      'My Profile',
      'Logout',
    ]);
    expect(userMenuFor(accessUser(), { isMobile: false }).map((item) => item.label)).toEqual(['Logout']);
  });
});

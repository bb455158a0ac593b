import { evaluateRouteAccess } from './route-guard';
import { accessForPath, evaluatePathAccess, ROUTE_ACCESS } from './route-access';
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

describe('evaluateRouteAccess (spec 000 §6: any of a group of permissions, any of a set of roles, can exclude brokers)', () => {
  it('sends an unauthenticated visitor to sign-in', () => {
    expect(evaluateRouteAccess(null, { anyPermission: ['CarrierPortal'] })).toBe('unauthenticated');
  });
  it('lets anyone reach a public route', () => {
    expect(evaluateRouteAccess(undefined, { isPublic: true })).toBe('allowed');
  });
  it('needs any one of the permissions', () => {
    const requirement = { anyPermission: ['CarrierPortal', 'DriverPortal'] } as const;
    expect(evaluateRouteAccess(driver, requirement)).toBe('allowed');
    expect(evaluateRouteAccess(factoring, requirement)).toBe('forbidden');
  });
  it('needs any one of the roles as well as the permissions', () => {
    const requirement = { anyPermission: ['CarrierPortal'], anyRole: ['AP', 'AR'] } as const;
    expect(evaluateRouteAccess({ ...carrier, roles: ['AR'] }, requirement)).toBe('allowed');
    expect(evaluateRouteAccess(carrier, requirement)).toBe('forbidden');
  });
  it('excludes brokers when asked', () => {
    expect(evaluateRouteAccess(broker, { anyPermission: ['CarrierPortal'], excludeBrokers: true })).toBe(
      'forbidden',
    );
    expect(evaluateRouteAccess(broker, { anyPermission: ['CarrierPortal'] })).toBe('allowed');
  });
});

describe('the route table (spec 000 §2, 001 §2)', () => {
  it('"/available-freight ... CarrierPortal, not brokers"', () => {
    expect(evaluatePathAccess(carrier, '/available-freight/123/preview')).toBe('allowed');
    expect(evaluatePathAccess(broker, '/available-freight')).toBe('forbidden');
  });
  it('"/reloads ... CarrierPortal, not brokers"', () => {
    expect(evaluatePathAccess(broker, '/reloads')).toBe('forbidden');
  });
  it('"/all-shipments ... CarrierPortal or DriverPortal"', () => {
    expect(evaluatePathAccess(driver, '/all-shipments/123/preview/documents')).toBe('allowed');
    expect(evaluatePathAccess(factoring, '/all-shipments')).toBe('forbidden');
  });
  it('"/dashboard ... CarrierPortal; otherwise redirect to the all-shipments list"', () => {
    expect(evaluatePathAccess(driver, '/dashboard/tenders/9/preview')).toBe('forbidden');
    expect(accessForPath('/dashboard/tenders/9/preview')?.access.deniedRedirect).toBe('/all-shipments');
  });
  it('"/profile ... CarrierPortal, FactoringCompanyPortal or DriverPortal"', () => {
    for (const user of [carrier, driver, factoring])
      expect(evaluatePathAccess(user, '/profile/edit')).toBe('allowed');
  });
  it('"/contacts ... CarrierPortal or FactoringCompanyPortal"', () => {
    expect(evaluatePathAccess(factoring, '/contacts/create')).toBe('allowed');
    expect(evaluatePathAccess(driver, '/contacts')).toBe('forbidden');
  });
  it('"/accounting ... CarrierPortal or FactoringCompanyPortal" and "/payments" the same', () => {
    expect(evaluatePathAccess(factoring, '/accounting/INV-1/preview')).toBe('allowed');
    expect(evaluatePathAccess(factoring, '/payments/1001/preview')).toBe('allowed');
    expect(evaluatePathAccess(driver, '/payments')).toBe('forbidden');
  });
  it('third-party payer invoices: "permission CarrierPortal, FactoringCompanyPortal or Admin, and one role of Admin, BillTo, BillingInquiry, AP, AR"', () => {
    expect(evaluatePathAccess(carrier, '/third-party-payer-invoices')).toBe('forbidden');
    expect(evaluatePathAccess({ ...carrier, roles: ['BillTo'] }, '/third-party-payer-invoices')).toBe(
      'allowed',
    );
    expect(
      evaluatePathAccess(
        accessUser({ permissions: ['Admin'], roles: ['AP'] }),
        '/third-party-payer-invoices/7/preview',
      ),
    ).toBe('allowed');
  });
  it('"/cases ... not for brokers"; carriers only (drivers "see their shipments and profile", 000 §1)', () => {
    expect(evaluatePathAccess(carrierBillTo, '/cases/C-1/preview/history')).toBe('allowed');
    expect(evaluatePathAccess(driver, '/cases/C-1/preview/history')).toBe('forbidden');
    expect(evaluatePathAccess(broker, '/cases')).toBe('forbidden');
  });
  it('public routes need no sign-in: "/reset-password/{resetToken}", "/ActivateUser/{resetToken}"', () => {
    expect(evaluatePathAccess(null, '/reset-password/abc')).toBe('allowed');
    expect(evaluatePathAccess(null, '/ActivateUser/abc')).toBe('allowed');
  });
  it('an authenticated route sends a visitor without a session to sign-in', () => {
    expect(evaluatePathAccess(null, '/tenders')).toBe('unauthenticated');
  });
  it('has one row per pattern', () => {
    const patterns = ROUTE_ACCESS.map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('the shipper side: "Shippers (TMS side) create and update orders, manage locations..." (001 §1; issue 27)', () => {
  const SHIPPER_PAGES = [
    '/orders',
    '/orders/create',
    '/orders/5001/preview/logistics',
    '/orders/5001/edit',
    '/locations',
    '/shipment-booking',
    '/shipment-tracking',
  ];

  it.each([
    [
      'ar@factoring.test ("factoring companies see accounting, payments, contacts and profile", 000 §1)',
      factoringAr,
    ],
    ['user@carrier.test (a carrier user, role BillTo)', carrierBillTo],
    ['admin@carrier.test (a carrier admin)', carrierAdmin],
    ['a driver', driver],
    ['a broker', broker],
  ])("%s is not authorized for the shipper's pages", (_persona, user) => {
    for (const path of SHIPPER_PAGES)
      expect([path, evaluatePathAccess(user, path)]).toEqual([path, 'forbidden']);
  });

  it('shipper@shipper.test (no portal permission) reaches every shipper page', () => {
    for (const path of SHIPPER_PAGES)
      expect([path, evaluatePathAccess(shipper, path)]).toEqual([path, 'allowed']);
  });

  it('a visitor without a session is sent to sign-in', () => {
    expect(evaluatePathAccess(null, '/orders/create')).toBe('unauthenticated');
  });
});

describe('a shipment\'s pages per persona (issue 41: "A driver sees the whole company")', () => {
  const SUB_PAGES = ['details', 'financials', 'cases', 'documents', 'SignedRateConfirmation'] as const;
  const decisions = (user: typeof driver) =>
    Object.fromEntries(
      SUB_PAGES.map((page) => [page, evaluatePathAccess(user, `/all-shipments/4100413/preview/${page}`)]),
    );

  it("a driver opens a shipment's details and documents, not its money or the company's cases", () => {
    expect(decisions(driver)).toEqual({
      details: 'allowed',
      financials: 'forbidden',
      cases: 'forbidden',
      documents: 'allowed',
      SignedRateConfirmation: 'forbidden',
    });
    for (const path of ['/cases', '/cases/60105/preview/notes', '/invoices', '/accounting'])
      expect([path, evaluatePathAccess(driver, path)]).toEqual([path, 'forbidden']);
    for (const path of ['/all-shipments', '/shipments/4100350', '/my-shipments/4100350', '/profile/edit'])
      expect([path, evaluatePathAccess(driver, path)]).toEqual([path, 'allowed']);
  });

  it.each([
    ['a carrier admin', carrierAdmin],
    ['a carrier user', carrierBillTo],
  ])('%s opens every sub-page', (_persona, user) => {
    expect(Object.values(decisions(user))).toEqual(SUB_PAGES.map(() => 'allowed'));
  });

  it('a broker opens all but the cases (spec 001 §6: brokers are excluded from cases)', () => {
    expect(decisions(broker)).toMatchObject({ financials: 'allowed', cases: 'forbidden' });
  });

  it.each([
    ['a factoring user', factoringAr],
    ['a shipper', shipper],
  ])('%s opens none', (_persona, user) => {
    expect(Object.values(decisions(user))).toEqual(SUB_PAGES.map(() => 'forbidden'));
  });

  it('matches as the router does: any case, percent-encoded letters decoded', () => {
    expect(evaluatePathAccess(driver, '/all-shipments/4100413/preview/Financials')).toBe('forbidden');
    expect(evaluatePathAccess(driver, '/all-shipments/4100413/preview/%66inancials')).toBe('forbidden');
    expect(evaluatePathAccess(driver, '/Cases/60105/preview/notes')).toBe('forbidden');
    expect(evaluatePathAccess(carrier, '/All-Shipments/4100413/preview/signedrateconfirmation')).toBe(
      'allowed',
    );
  });
});

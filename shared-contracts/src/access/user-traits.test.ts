import { isAdmin, isDriverUser, personaFallbackPath, shouldShowExpiredSamsaraModal } from './user-traits';
import { accessUser, carrier, driver, factoring } from './test-users';

describe('isDriverUser: "A driver user is one whose only role is Driver" (spec 000 §6)', () => {
  it('is true for the single Driver role only', () => {
    expect(isDriverUser(driver)).toBe(true);
    expect(isDriverUser({ ...driver, roles: ['Driver', 'Admin'] })).toBe(false);
    expect(isDriverUser(carrier)).toBe(false);
  });
});

describe('personaFallbackPath (spec 000 §2)', () => {
  it('"FactoringCompanyPortal users go to accounting"', () => {
    expect(personaFallbackPath(factoring)).toBe('/accounting');
  });
  it('"CarrierPortal users to the dashboard"', () => {
    expect(personaFallbackPath(carrier)).toBe('/dashboard');
  });
  it('"DriverPortal users to the all-shipments list"', () => {
    expect(personaFallbackPath(driver)).toBe('/all-shipments');
  });
  it('anyone else (the shipper side) to orders: the dashboard would end on not-authorized for them', () => {
    expect(personaFallbackPath(accessUser())).toBe('/orders');
  });
});

describe('admin checks (spec 000 §6)', () => {
  it('treats the Admin permission or the Admin role as admin', () => {
    expect(isAdmin(accessUser({ permissions: ['CarrierPortal', 'Admin'] }))).toBe(true);
    expect(isAdmin(accessUser({ permissions: ['CarrierPortal'], roles: ['Admin'] }))).toBe(true);
    expect(isAdmin(carrier)).toBe(false);
  });
  it('"The expired tracking-integration modal ... shows only to Admin users and is skipped when the only role is Driver"', () => {
    const expired = { trackingIntegration: { samsaraIsExpired: true } };
    expect(
      shouldShowExpiredSamsaraModal(
        accessUser({ ...expired, permissions: ['CarrierPortal'], roles: ['Admin'] }),
      ),
    ).toBe(true);
    expect(shouldShowExpiredSamsaraModal(accessUser({ ...expired, permissions: ['CarrierPortal'] }))).toBe(
      false,
    );
    expect(
      shouldShowExpiredSamsaraModal(accessUser({ ...expired, permissions: ['Admin'], roles: ['Driver'] })),
    ).toBe(false);
    expect(shouldShowExpiredSamsaraModal(accessUser({ permissions: ['Admin'], roles: ['Admin'] }))).toBe(
      false,
    );
  });
});

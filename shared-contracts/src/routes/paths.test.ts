import { ROUTE_OWNERS } from '../federation/remote-modules';
import { accessForPath } from '../access/route-access';
import { buildPath, HOST_ROUTE_PREFIXES, paths, relativePattern, ROUTE_PATTERNS } from './paths';

describe('route paths', () => {
  it('builds the spec routes from their parameters', () => {
    expect(paths.tenderPreview('T-42')).toBe('/tenders/T-42/preview');
    expect(paths.dashboardAccountingPreview('INV 7')).toBe('/dashboard/accounting/INV%207/preview');
    expect(paths.shipmentSignedRateConfirmation(1001)).toBe(
      '/all-shipments/1001/preview/SignedRateConfirmation',
    );
    expect(paths.rateTypeShipment('AllIn', 55)).toBe('/rates/AllIn/shipment/55');
    expect(paths.activateUser('tok')).toBe('/ActivateUser/tok');
  });
  it('builds query-string routes, dropping empty values', () => {
    expect(paths.profileIntegrations()).toBe('/profile?tab=integrations');
    expect(paths.reloads({ reloadShipment: '1001', originRadius: 50, includePartials: undefined })).toBe(
      '/reloads?reloadShipment=1001&originRadius=50',
    );
    expect(paths.login()).toBe('/login');
  });
  it('refuses a missing parameter rather than building "/tenders/undefined"', () => {
    expect(() => buildPath('/tenders/:tenderId/preview', { tenderId: '' })).toThrow(
      "Missing route parameter 'tenderId'",
    );
  });
  it('gives remotes their patterns below the prefix', () => {
    expect(relativePattern('/tenders', ROUTE_PATTERNS.tenderPreview)).toBe(':tenderId/preview');
    expect(relativePattern('/all-shipments', ROUTE_PATTERNS.allShipments)).toBe('');
    expect(() => relativePattern('/rates', ROUTE_PATTERNS.tenderPreview)).toThrow();
  });
  it('starts every route with a prefix of a remote (federation/remote-modules) or of the host', () => {
    const known = new Set<string>([...Object.keys(ROUTE_OWNERS), ...HOST_ROUTE_PREFIXES]);
    for (const pattern of Object.values(ROUTE_PATTERNS)) {
      expect(known).toContain(`/${pattern.split('/')[1]}`);
    }
  });
  it('gives every route an access rule', () => {
    for (const pattern of Object.values(ROUTE_PATTERNS)) {
      expect(accessForPath(pattern.replace(/:[A-Za-z]+/g, 'x'))).toBeDefined();
    }
  });
});

import { pageTitleFromPath } from './page-title';

describe('pageTitleFromPath (spec 000 §2: "The first URL path segment is shown as the page title, split at capitals and hyphens")', () => {
  it("'/all-shipments/x' -> 'All Shipments'", () => {
    expect(pageTitleFromPath('/all-shipments/x')).toBe('All Shipments');
  });
  it("'/ActivateUser/t' -> 'Activate User'", () => {
    expect(pageTitleFromPath('/ActivateUser/t')).toBe('Activate User');
  });
  it('reads only the first segment and ignores the query', () => {
    expect(pageTitleFromPath('/third-party-payer-invoices/12/preview?x=1')).toBe(
      'Third Party Payer Invoices',
    );
    expect(pageTitleFromPath('/dashboard')).toBe('Dashboard');
    expect(pageTitleFromPath('/passwordReset/abc')).toBe('Password Reset');
    expect(pageTitleFromPath('/')).toBe('');
  });
});

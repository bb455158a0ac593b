import { normalizeRole, normalizeRoles } from './normalize-role';

describe('normalizeRole (spec 000 §5: "\'Bill-to\' becomes BillTo; spaces and hyphens are removed")', () => {
  it("turns 'Bill-to' into BillTo", () => {
    expect(normalizeRole('Bill-to')).toBe('BillTo');
  });
  it('removes spaces and hyphens', () => {
    expect(normalizeRole('Billing Inquiry')).toBe('BillingInquiry');
    expect(normalizeRole(' A-P ')).toBe('AP');
    expect(normalizeRole('Driver')).toBe('Driver');
  });
  it('drops duplicates created by normalisation', () => {
    expect(normalizeRoles(['Bill-to', 'BillTo', 'Bill to', 'AR'])).toEqual(['BillTo', 'AR']);
  });
});

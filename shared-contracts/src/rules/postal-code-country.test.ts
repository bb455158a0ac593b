import { countryForPostalCode, isCanadianPostalCode } from './postal-code-country';

describe('Canadian postal code (spec 001 §5)', () => {
  it('"letter digit letter, optional space or hyphen, digit letter digit sets country to CA"', () => {
    expect(countryForPostalCode('K1A 0B1')).toBe('CA');
    expect(countryForPostalCode('k1a-0b1')).toBe('CA');
    expect(countryForPostalCode('M5V3L9')).toBe('CA');
  });
  it('keeps the current country for US zips and malformed codes', () => {
    expect(countryForPostalCode('60606')).toBe('US');
    expect(countryForPostalCode('60606-1234', 'US')).toBe('US');
    expect(isCanadianPostalCode('K1A  0B1')).toBe(false);
    expect(isCanadianPostalCode('1A1 A1A')).toBe(false);
  });
});

/** Letter digit letter, an optional space or hyphen, digit letter digit (spec 001 §5). */
const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

export function isCanadianPostalCode(postalCode: string): boolean {
  return CANADIAN_POSTAL_CODE.test(postalCode.trim());
}

/**
 * The country an order or location form sets from a postal code: a Canadian postal code sets CA
 * (spec 001 §5); anything else keeps the country already chosen (US by default).
 */
export function countryForPostalCode(postalCode: string, currentCountry = 'US'): string {
  return isCanadianPostalCode(postalCode) ? 'CA' : currentCountry;
}

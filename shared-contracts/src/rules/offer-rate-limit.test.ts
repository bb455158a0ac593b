import { MAX_OFFER_RATE, OFFER_RATE_TOO_HIGH_MESSAGE, offerRateLimitProblem } from './offer-rate-limit';

describe('issue 41: "Offer Rate $9,999,999,999 [is] accepted"', () => {
  it('refuses a rate over the limit, as typed or as a number', () => {
    expect(offerRateLimitProblem('9999999999')).toBe(OFFER_RATE_TOO_HIGH_MESSAGE);
    expect(offerRateLimitProblem(MAX_OFFER_RATE + 0.01)).toBe(OFFER_RATE_TOO_HIGH_MESSAGE);
  });

  it('takes any real rate, the limit itself and what is not yet a number', () => {
    expect(offerRateLimitProblem('2150')).toBeUndefined();
    expect(offerRateLimitProblem(MAX_OFFER_RATE)).toBeUndefined();
    expect(offerRateLimitProblem('')).toBeUndefined();
    expect(offerRateLimitProblem(undefined)).toBeUndefined();
  });
});

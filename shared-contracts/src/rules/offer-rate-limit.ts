// The most a carrier's offer on one load may be (issue 41: 'Offer Rate $9,999,999,999 is accepted').
// The spec gives no limit ("not shown"): a full truckload across the country, specialised or expedited,
// stays well under $100,000, so the limit only catches a typo (a few digits too many), never a real rate.
export const MAX_OFFER_RATE = 1_000_000;

export const OFFER_RATE_TOO_HIGH_MESSAGE = 'Enter a rate of at most $1,000,000.00';

/** The message for a typed rate (dollars and cents as text) over the limit; undefined when it is within. */
export function offerRateLimitProblem(rate: string | number | undefined): string | undefined {
  const amount = typeof rate === 'number' ? rate : Number(rate ?? '');
  return Number.isFinite(amount) && amount > MAX_OFFER_RATE ? OFFER_RATE_TOO_HIGH_MESSAGE : undefined;
}

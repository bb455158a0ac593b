import { US_CANADA_TIME_ZONES } from './us-canada-time-zones';

/** Time zones are limited to the US and Canada (spec 000 §9, 001 §9). */
export const SUPPORTED_TIME_ZONE_COUNTRIES = ['US', 'CA'] as const;

/**
 * Where a stop's zone is unknown or outside the US and Canada, its times are shown in US Central
 * time, labelled CST/CDT: the instant stays right and the label says which clock it is on.
 */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

export class UnsupportedTimeZoneError extends Error {
  constructor(readonly timeZone: string) {
    super(`Time zone '${timeZone}' is not a US or Canadian time zone`);
    this.name = 'UnsupportedTimeZoneError';
  }
}

/** Whether an IANA zone (canonical or alias, e.g. 'US/Eastern') belongs to the US or Canada. */
export function isUsOrCanadaTimeZone(timeZone: string | null | undefined): boolean {
  return !!timeZone && US_CANADA_TIME_ZONES.has(timeZone);
}

/** Throws UnsupportedTimeZoneError for a zone outside the US and Canada (forms, seed data). */
export function assertUsOrCanadaTimeZone(timeZone: string): void {
  if (!isUsOrCanadaTimeZone(timeZone)) throw new UnsupportedTimeZoneError(timeZone);
}

/** The zone to display a stop in: its own when supported, else the documented fallback. */
export function resolveStopTimeZone(timeZone: string | null | undefined): {
  timeZone: string;
  isFallback: boolean;
} {
  return isUsOrCanadaTimeZone(timeZone)
    ? { timeZone: timeZone as string, isFallback: false }
    : { timeZone: FALLBACK_TIME_ZONE, isFallback: true };
}

// A stop's own wall clock: what the shipper types (a datetime-local value) is the stop's local time,
// sent as an instant with the stop's offset; what is shown back is read in the stop's zone.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { resolveStopTimeZone } from '@trucks/shared-contracts/format/time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL = 'YYYY-MM-DDTHH:mm';
const zoneOf = (ianaTimeZone: string | null | undefined) => resolveStopTimeZone(ianaTimeZone).timeZone;

/** 'YYYY-MM-DDTHH:mm' now on the zone's wall clock (a datetime-local input's value). */
export const nowAt = (ianaTimeZone: string | null | undefined) =>
  dayjs().tz(zoneOf(ianaTimeZone)).format(LOCAL);

/** An instant as the zone's wall clock, for a datetime-local input; '' for none. */
export const localAt = (instant: string | null | undefined, ianaTimeZone: string | null | undefined) =>
  instant ? dayjs(instant).tz(zoneOf(ianaTimeZone)).format(LOCAL) : '';

/** The typed wall-clock time in the zone as an instant with the zone's offset. */
export const instantAt = (local: string, ianaTimeZone: string | null | undefined) =>
  dayjs.tz(local, zoneOf(ianaTimeZone)).format();

// A stop's times are typed as the stop's own wall clock (a dispatcher reads the appointment off the
// facility's confirmation in its zone), and sent as an instant with that zone's offset.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { resolveStopTimeZone } from '@trucks/shared-contracts/format/time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The value of a datetime-local field ('YYYY-MM-DDTHH:mm') for an instant, in the stop's zone. */
export function toStopLocalInput(value: string | null | undefined, stopTimeZone: string): string {
  if (!value) return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  return parsed.tz(resolveStopTimeZone(stopTimeZone).timeZone).format('YYYY-MM-DDTHH:mm');
}

/** A typed wall-clock time at the stop as an ISO instant with the zone's offset; null when empty. */
export function fromStopLocalInput(text: string | undefined, stopTimeZone: string): string | null {
  if (!text) return null;
  const zoned = dayjs.tz(text, resolveStopTimeZone(stopTimeZone).timeZone);
  return zoned.isValid() ? zoned.format('YYYY-MM-DDTHH:mm:ssZ') : null;
}

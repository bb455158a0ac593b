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

/**
 * What a stop's time field holds besides a typed 'YYYY-MM-DDTHH:mm' or '' (issue 41): the native
 * field's value is '' both when it is empty and when part of it is missing ('mm/04/2026, 04:00 PM'),
 * so a part missing is kept apart, and removing a time is a Clear of its own, never an empty field.
 */
export const STOP_TIME_INCOMPLETE = 'incomplete';
export const STOP_TIME_CLEARED = 'cleared';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** A stop's time in a year a load can have; '0026' is the year field typed as '26'. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

export const STOP_TIME_MESSAGES = {
  incomplete: 'Enter the whole date and time: month, day, year, hour and minute.',
  impossible: 'This date does not exist: check the day and the month.',
  year: `Enter a year from ${FIRST_YEAR} to ${LAST_YEAR}.`,
  emptied: 'Enter the date and time, or press Clear to remove it.',
} as const;

/**
 * Why a stop's time field cannot be saved, or undefined. `hadTime`: the stop has this time now, so an
 * emptied field is not taken as "remove it" (that is Clear).
 */
export function stopTimeInputProblem(value: string | undefined, hadTime: boolean): string | undefined {
  if (value === STOP_TIME_CLEARED) return undefined;
  if (value === STOP_TIME_INCOMPLETE) return STOP_TIME_MESSAGES.incomplete;
  if (!value) return hadTime ? STOP_TIME_MESSAGES.emptied : undefined;
  const parts = LOCAL_INPUT.exec(value);
  if (!parts) return STOP_TIME_MESSAGES.incomplete;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < FIRST_YEAR || year > LAST_YEAR) return STOP_TIME_MESSAGES.year;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  return exists ? undefined : STOP_TIME_MESSAGES.impossible;
}

/** A field's value as the API takes it: null when cleared or empty, else the instant in the stop's zone. */
export function stopTimeToSend(value: string | undefined, stopTimeZone: string): string | null {
  return value === STOP_TIME_CLEARED || value === STOP_TIME_INCOMPLETE
    ? null
    : fromStopLocalInput(value, stopTimeZone);
}

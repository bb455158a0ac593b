import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { resolveStopTimeZone } from './time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An explicit offset or Z: the value is an instant. Without one, it is a wall-clock time at the stop. */
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

// An Intl.DateTimeFormat is costly to create (a list of 10 loads made 20 of them per render); one per zone.
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneNameFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The zone's short name from Intl (not a table of ours). en-CA is used because it knows every US
 * abbreviation and also the Canadian ones en-US lacks (America/St_Johns gives 'NST', not 'GMT-3:30').
 */
function timeZoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = zoneNameFormat(timeZone).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function toZoned(value: string | Date, timeZone: string): dayjs.Dayjs {
  if (typeof value === 'string' && !HAS_OFFSET.test(value)) return dayjs.tz(value, timeZone);
  return dayjs(value).tz(timeZone);
}

/** How many formatted stop times are kept; past it the cache starts again (a bound, not an LRU). */
const STOP_TIME_TEXTS_KEPT = 5000;
const stopTimeTexts = new Map<string, string>();

/**
 * A stop time as the spec shows it, 'MMM DD, YYYY H:mm z' in the stop's zone (spec 000 §9):
 * 'Jan 15, 2024 7:00 EST'. A value with an offset is an instant; one without is the stop's wall
 * clock. A zone outside the US and Canada falls back to US Central (format/time-zone). Missing or
 * unreadable values give ''.
 */
export function formatStopDateTime(
  value: string | Date | null | undefined,
  stopTimeZone: string | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string') return stopDateTimeText(value, stopTimeZone);
  // Stop times repeat (appointment slots on the hour, a day's windows): a page of loads formats a few
  // dozen distinct ones, each once. The zone conversion was most of a list row's render (CPU profile).
  const key = `${value}|${stopTimeZone ?? ''}`;
  let text = stopTimeTexts.get(key);
  if (text === undefined) {
    if (stopTimeTexts.size >= STOP_TIME_TEXTS_KEPT) stopTimeTexts.clear();
    text = stopDateTimeText(value, stopTimeZone);
    stopTimeTexts.set(key, text);
  }
  return text;
}

function stopDateTimeText(value: string | Date, stopTimeZone: string | null | undefined): string {
  const { timeZone } = resolveStopTimeZone(stopTimeZone);
  const zoned = toZoned(value, timeZone);
  if (!zoned.isValid()) return '';
  return `${zoned.format('MMM DD, YYYY H:mm')} ${timeZoneAbbreviation(zoned.toDate(), timeZone)}`;
}

/** A calendar date 'MMM DD, YYYY' (invoice and payment dates), read in the given zone when there is one. */
export function formatCalendarDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = timeZone ? toZoned(value, resolveStopTimeZone(timeZone).timeZone) : dayjs(value);
  return parsed.isValid() ? parsed.format('MMM DD, YYYY') : '';
}

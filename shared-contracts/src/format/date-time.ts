import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { resolveStopTimeZone } from './time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An explicit offset or Z: the value is an instant. Without one, it is a wall-clock time at the stop. */
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

// An Intl.DateTimeFormat is costly to create (a list of 10 loads made 20 of them per render); one per
// zone, which gives both the zone's wall clock of an instant (numeric, 24-hour) and its short name.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    // en-CA knows every US abbreviation and also the Canadian ones en-US lacks (America/St_Johns
    // gives 'NST', not 'GMT-3:30'): the short name comes from Intl, not from a table of ours.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      timeZoneName: 'short',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

interface ZonedTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  abbreviation: string;
}

function zonedAt(instant: number, timeZone: string): ZonedTime {
  const fields: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(instant)) fields[part.type] = part.value;
  const [year, month, day, hour, minute] = [
    fields.year,
    fields.month,
    fields.day,
    fields.hour,
    fields.minute,
  ].map(Number) as [number, number, number, number, number];
  return {
    year,
    month,
    day,
    hour,
    minute,
    abbreviation: fields.timeZoneName ?? timeZone,
  };
}

/**
 * The instant a stop time names when it names one: a Date, or a string with an offset or Z. NaN for a
 * wall-clock time (no offset), which dayjs's timezone plugin reads in the stop's zone (the clock
 * changes' repeated and skipped hours are its to decide; no zone arithmetic of ours).
 */
function instantOf(value: string | Date): number {
  if (typeof value !== 'string') return value.getTime();
  return HAS_OFFSET.test(value) ? Date.parse(value) : Number.NaN;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

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

/**
 * An instant (the API's stop times carry their offset) is formatted with one cached Intl format per
 * zone, not dayjs's timezone plugin: a new page of loads (a re-sort, the first visit) formats every stop
 * time afresh, and dayjs made an Intl formatter and parsed its text for each one (about 6 ms of the
 * board's 50 ms re-sort, CPU profile). A wall-clock time, or a value in another shape, goes through
 * dayjs.
 */
function stopDateTimeText(value: string | Date, stopTimeZone: string | null | undefined): string {
  const { timeZone } = resolveStopTimeZone(stopTimeZone);
  const instant = instantOf(value);
  if (Number.isNaN(instant)) {
    const zoned = toZoned(value, timeZone);
    if (!zoned.isValid()) return '';
    return `${zoned.format('MMM DD, YYYY H:mm')} ${zonedAt(zoned.valueOf(), timeZone).abbreviation}`;
  }
  const { year, month, day, hour, minute, abbreviation } = zonedAt(instant, timeZone);
  return `${MONTHS[month - 1]} ${twoDigits(day)}, ${year} ${hour}:${twoDigits(minute)} ${abbreviation}`;
}

/** A calendar date 'MMM DD, YYYY' (invoice and payment dates), read in the given zone when there is one. */
export function formatCalendarDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = timeZone ? toZoned(value, resolveStopTimeZone(timeZone).timeZone) : dayjs(value);
  return parsed.isValid() ? parsed.format('MMM DD, YYYY') : '';
}

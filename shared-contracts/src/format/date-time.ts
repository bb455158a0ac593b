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
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

interface ZonedTime {
  /** The wall clock's fields read as UTC (Date.UTC of them): compared with the instant, the offset. */
  wallClockAsUtc: number;
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
  const [year, month, day, hour, minute, second] = [
    fields.year,
    fields.month,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  ].map(Number) as [number, number, number, number, number, number];
  return {
    wallClockAsUtc: Date.UTC(year, month - 1, day, hour, minute, second),
    year,
    month,
    day,
    hour,
    minute,
    abbreviation: fields.timeZoneName ?? timeZone,
  };
}

/** A wall-clock time without an offset ('2024-03-05T09:30:00', seconds and fraction optional). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const DAY_MS = 86_400_000;

/**
 * The instant a stop time names: with an offset, that instant; without one, the stop's wall clock in
 * its zone, with the offsets in force a day before and a day after as the candidates (a zone changes
 * its offset at most once in that span). As JavaScript's Temporal does by default ('compatible'): a
 * time the clock repeats when it falls back is its first occurrence, and a time it skips when it
 * springs forward reads as the hour after (2:30 becomes 3:30 daylight time, as dayjs had it). NaN when
 * it cannot be read this way.
 */
function instantOf(value: string | Date, timeZone: string): number {
  if (typeof value !== 'string') return value.getTime();
  if (HAS_OFFSET.test(value)) return Date.parse(value);
  const match = WALL_CLOCK.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map((field) => Number(field ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const offsetAt = (instant: number) => zonedAt(instant, timeZone).wallClockAsUtc - instant;
  const offsetBefore = offsetAt(asUtc - DAY_MS);
  const candidates = [offsetBefore, offsetAt(asUtc + DAY_MS)]
    .map((offset) => asUtc - offset)
    .filter((instant) => offsetAt(instant) === asUtc - instant);
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - offsetBefore;
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
 * With one cached Intl format per zone, not dayjs's timezone plugin: a new page of loads (a re-sort,
 * the first visit) formats every stop time afresh, and dayjs made an Intl formatter and parsed its text
 * for each one (about 6 ms of the board's 50 ms re-sort, CPU profile). Values in another shape still go
 * through dayjs.
 */
function stopDateTimeText(value: string | Date, stopTimeZone: string | null | undefined): string {
  const { timeZone } = resolveStopTimeZone(stopTimeZone);
  const instant = instantOf(value, timeZone);
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

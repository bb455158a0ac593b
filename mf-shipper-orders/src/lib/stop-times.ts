// Spec 001 §5: 'Stop times are combined with the stop date and the time zone found from the
// location's postal code (first 5 characters).' A stop's schedule holds a date and 'HH:mm' times on
// the stop's own clock; combined with its zone they are instants, shown 'MMM DD, YYYY H:mm z'.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { OrderStopSchedule } from '@trucks/shared-contracts/domain/order';
import { formatCalendarDate, formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { isCanadianPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The postal code the zone is looked up by: its first 5 characters (a US ZIP+4 gives its ZIP). A
 * Canadian code has no 5-character form, so it is looked up whole ('M5H 2N2'). Blank or too short: none.
 */
export function zoneLookupCode(postalCode: string | undefined): string | undefined {
  const trimmed = postalCode?.trim() ?? '';
  if (isCanadianPostalCode(trimmed)) return trimmed.toUpperCase();
  const first5 = trimmed.slice(0, 5);
  return /^\d{5}$/.test(first5) ? first5 : undefined;
}

/** A stop date and an 'HH:mm' time in the zone, as an ISO instant with its offset; undefined if either is missing. */
export function combineStopTime(
  date: string | undefined,
  time: string | undefined,
  zone: string,
): string | undefined {
  if (!date || !time) return undefined;
  const combined = dayjs.tz(`${date}T${time}`, zone);
  return combined.isValid() ? combined.format() : undefined;
}

export interface StopTimeLine {
  label: 'Date' | 'Early' | 'Late' | 'Appointment';
  text: string;
}

/** A wall-clock 'HH:mm' as the spec writes times ('7:00'); the zone is added where it is known. */
const wallClock = (time: string) => time.replace(/^0(\d)/, '$1');

/**
 * The stop's times as the spec shows them: 'Early Mar 05, 2024 7:00 CST', in the stop's zone. Every
 * date entered is shown (issue 41): a date without times is 'Date Dec 10, 2026', and times whose
 * zone is not known (yet, or ever) are shown on the stop's wall clock without it.
 */
export function stopTimeLines(
  schedule: Partial<OrderStopSchedule>,
  zone: string | undefined,
): StopTimeLine[] {
  const date = schedule.date?.trim();
  if (!date || !formatCalendarDate(date)) return [];
  const lines: [StopTimeLine['label'], string | undefined][] = [
    ['Early', schedule.earlyTime],
    ['Late', schedule.lateTime],
    ['Appointment', schedule.appointmentTime],
  ];
  const timed = lines.flatMap(([label, time]) => {
    if (!time?.trim()) return [];
    const instant = zone ? combineStopTime(date, time.trim(), zone) : undefined;
    const text = instant
      ? formatStopDateTime(instant, zone)
      : `${formatCalendarDate(date)} ${wallClock(time.trim())}`;
    return [{ label, text }];
  });
  return timed.length ? timed : [{ label: 'Date', text: formatCalendarDate(date) }];
}

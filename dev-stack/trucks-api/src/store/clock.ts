// Stop times are local to the stop: an appointment is an ISO string with the offset of the stop's
// IANA zone, as the portal formats it in that zone ('MMM DD, YYYY H:mm z').

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(ianaTimeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(ianaTimeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: ianaTimeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormatters.set(ianaTimeZone, formatter);
  }
  return formatter;
}

/**
 * An instant shown in a zone, e.g. '2026-03-05T09:30:00-05:00'. One cached Intl formatter per zone:
 * dayjs' tz plugin builds a formatter per call, which made seeding 3000 stop times take a second.
 */
export function localIso(instant: Date, ianaTimeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of zoneFormatter(ianaTimeZone).formatToParts(instant)) parts[part.type] = part.value;
  const wallClockAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMinutes = Math.round((wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Midnight UTC of a day, the base every seeded date hangs off so a day's data set is stable. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3_600_000);
}

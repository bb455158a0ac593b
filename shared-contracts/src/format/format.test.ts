import { formatCurrency } from './currency';
import { formatCalendarDate, formatStopDateTime } from './date-time';
import { formatMiles, formatWeight } from './measure';
import { assertUsOrCanadaTimeZone, isUsOrCanadaTimeZone, resolveStopTimeZone } from './time-zone';

describe('formatCurrency ("US dollars with two decimals, negatives in parentheses")', () => {
  it('formats dollars and cents', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
  });
  it("-12.5 -> '($12.50)'", () => {
    expect(formatCurrency(-12.5)).toBe('($12.50)');
  });
  it('never shows a negative zero or NaN', () => {
    expect(formatCurrency(-0.004)).toBe('$0.00');
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
  });
});

describe('weight and miles ("rounded to 2 decimals")', () => {
  it('rounds to 2 decimals', () => {
    expect(formatWeight(42000)).toBe('42,000 lbs');
    expect(formatWeight(1234.567)).toBe('1,234.57 lbs');
    expect(formatMiles(512.455)).toBe('512.46 mi');
    expect(formatMiles(null)).toBe('');
  });
});

describe("formatStopDateTime ('MMM DD, YYYY H:mm z' in the stop's zone)", () => {
  const winter = '2024-01-15T12:00:00Z';
  const summer = '2024-07-15T12:00:00Z';
  it('Eastern: EST in winter, EDT in summer', () => {
    expect(formatStopDateTime(winter, 'America/New_York')).toBe('Jan 15, 2024 7:00 EST');
    expect(formatStopDateTime(summer, 'America/New_York')).toBe('Jul 15, 2024 8:00 EDT');
  });
  it('Central CST, Pacific PST', () => {
    expect(formatStopDateTime(winter, 'America/Chicago')).toBe('Jan 15, 2024 6:00 CST');
    expect(formatStopDateTime(winter, 'America/Los_Angeles')).toBe('Jan 15, 2024 4:00 PST');
  });
  it('Arizona stays on MST in summer (America/Phoenix)', () => {
    expect(formatStopDateTime(summer, 'America/Phoenix')).toBe('Jul 15, 2024 5:00 MST');
  });
  it('Alaska AKST and Hawaii HST', () => {
    expect(formatStopDateTime(winter, 'America/Anchorage')).toBe('Jan 15, 2024 3:00 AKST');
    expect(formatStopDateTime(winter, 'Pacific/Honolulu')).toBe('Jan 15, 2024 2:00 HST');
  });
  it('Canada: Atlantic AST and Newfoundland NST (half-hour offset)', () => {
    expect(formatStopDateTime(winter, 'America/Halifax')).toBe('Jan 15, 2024 8:00 AST');
    expect(formatStopDateTime(winter, 'America/St_Johns')).toBe('Jan 15, 2024 8:30 NST');
  });
  it("reads a value without an offset as the stop's wall clock", () => {
    expect(formatStopDateTime('2024-03-05T09:30:00', 'America/Denver')).toBe('Mar 05, 2024 9:30 MST');
    expect(formatStopDateTime('2024-07-05T14:05', 'America/Denver')).toBe('Jul 05, 2024 14:05 MDT');
  });
  it('a wall-clock time the spring change skips reads as the hour after (dayjs)', () => {
    expect(formatStopDateTime('2025-03-09T02:30:00', 'America/New_York')).toBe('Mar 09, 2025 3:30 EDT');
  });
  it('shows an instant in the stop zone, the repeated hour of the fall change included', () => {
    expect(formatStopDateTime('2025-11-02T07:15:00Z', 'America/Chicago')).toBe('Nov 02, 2025 1:15 CST');
    expect(formatStopDateTime('2024-07-15T08:00:00-04:00', 'America/New_York')).toBe('Jul 15, 2024 8:00 EDT');
    expect(formatStopDateTime(new Date('2024-01-15T12:00:00Z'), 'America/St_Johns')).toBe(
      'Jan 15, 2024 8:30 NST',
    );
  });
  it('shows a zone outside the US and Canada in US Central time, labelled so', () => {
    expect(formatStopDateTime(winter, 'Europe/Paris')).toBe('Jan 15, 2024 6:00 CST');
    expect(formatStopDateTime(winter, undefined)).toBe('Jan 15, 2024 6:00 CST');
  });
  it('gives an empty text for a missing or unreadable time', () => {
    expect(formatStopDateTime(null, 'America/Chicago')).toBe('');
    expect(formatStopDateTime('not a date', 'America/Chicago')).toBe('');
  });
});

describe('US and Canada time zones only', () => {
  it('accepts US and Canadian zones, aliases included', () => {
    for (const zone of [
      'America/New_York',
      'America/Phoenix',
      'Pacific/Honolulu',
      'America/Regina',
      'America/St_Johns',
      'US/Eastern',
    ]) {
      expect(isUsOrCanadaTimeZone(zone)).toBe(true);
    }
  });
  it('rejects other zones with a clear error', () => {
    expect(isUsOrCanadaTimeZone('Europe/Paris')).toBe(false);
    expect(isUsOrCanadaTimeZone('America/Mexico_City')).toBe(false);
    expect(() => assertUsOrCanadaTimeZone('Europe/Paris')).toThrow(
      "Time zone 'Europe/Paris' is not a US or Canadian time zone",
    );
    expect(resolveStopTimeZone('Asia/Tokyo')).toEqual({ timeZone: 'America/Chicago', isFallback: true });
  });
});

describe('formatCalendarDate', () => {
  it("formats 'MMM DD, YYYY'", () => {
    expect(formatCalendarDate('2024-03-05')).toBe('Mar 05, 2024');
    expect(formatCalendarDate('2024-03-05T03:00:00Z', 'America/Los_Angeles')).toBe('Mar 04, 2024');
  });
});

// The US and Canadian zones are read from countries-and-timezones once, into us-canada-time-zones.ts:
// the list must say what the library says of every zone it knows, aliases included.
import { getAllTimezones, getTimezone } from 'countries-and-timezones';
import { isUsOrCanadaTimeZone, SUPPORTED_TIME_ZONE_COUNTRIES } from './time-zone';
import { US_CANADA_TIME_ZONES } from './us-canada-time-zones';

const inUsOrCanada = (zone: string) =>
  getTimezone(zone)?.countries.some((country) =>
    (SUPPORTED_TIME_ZONE_COUNTRIES as readonly string[]).includes(country),
  ) ?? false;

it('holds exactly the zones countries-and-timezones places in the US or Canada, aliases included', () => {
  const expected = Object.keys(getAllTimezones({ deprecated: true }))
    .filter(inUsOrCanada)
    .sort();
  // On a failure after an upgrade of the library, this is the list to write in us-canada-time-zones.ts.
  expect([...US_CANADA_TIME_ZONES].sort()).toEqual(expected);
});

it('answers for every zone of the library as the library does', () => {
  for (const zone of Object.keys(getAllTimezones({ deprecated: true })))
    expect({ zone, supported: isUsOrCanadaTimeZone(zone) }).toEqual({ zone, supported: inUsOrCanada(zone) });
  expect(isUsOrCanadaTimeZone('US/Eastern')).toBe(true);
  expect(isUsOrCanadaTimeZone('America/Mexico_City')).toBe(false);
  expect(isUsOrCanadaTimeZone('Not/AZone')).toBe(false);
  expect(isUsOrCanadaTimeZone('')).toBe(false);
});

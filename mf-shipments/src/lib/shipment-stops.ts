// Reading a shipment's stops: their order, the next one to serve, the window a driver must meet, and
// the address a phone's maps open.
import type { Stop } from '@trucks/shared-contracts/domain/shipment';
import { StopStatus } from '@trucks/shared-contracts/domain/stop-status';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';

export function stopsInOrder(stops: readonly Stop[]): Stop[] {
  return [...stops].sort((a, b) => a.stopNumber - b.stopNumber);
}

/** The first stop, in stop order, that is not complete; undefined once every stop is. */
export function nextStopOf(stops: readonly Stop[]): Stop | undefined {
  return stopsInOrder(stops).find((stop) => stop.status !== StopStatus.Complete);
}

export function originOf(stops: readonly Stop[]): Stop | undefined {
  return stopsInOrder(stops)[0];
}

export function destinationOf(stops: readonly Stop[]): Stop | undefined {
  return stopsInOrder(stops).at(-1);
}

export function cityStateOf(stop: Pick<Stop, 'city' | 'state'> | undefined): string {
  return stop ? `${stop.city}, ${stop.state}` : '';
}

/**
 * When the carrier must be at a stop, in the stop's own zone (spec 000 §9 'MMM DD, YYYY H:mm z'): the
 * appointment when one is set, else the early-to-late window, else ''.
 */
export function stopWindowText(stop: Stop): string {
  const zone = stop.ianaTimeZone;
  if (stop.appointmentDateTime) return formatStopDateTime(stop.appointmentDateTime, zone);
  const early = formatStopDateTime(stop.earlyDateTime, zone);
  const late = formatStopDateTime(stop.lateDateTime, zone);
  if (early && late) return `${early} – ${late}`;
  return early || late;
}

export function stopAddressText(stop: Stop): string {
  return [stop.locationName, stop.address, `${stop.city}, ${stop.state} ${stop.zip}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * A link the phone's own maps open: Google's cross-platform maps URL opens the Maps app on Android and
 * iOS (or the browser elsewhere), searching the street address, or the coordinates when there is none.
 */
export function mapsLinkOf(stop: Stop): string {
  const query = stop.address
    ? `${stop.address}, ${stop.city}, ${stop.state} ${stop.zip}`
    : `${stop.latitude},${stop.longitude}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

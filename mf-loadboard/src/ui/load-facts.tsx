// How a load's lane, times and pay read in every list and detail of the load board: city and state
// with the stop's time in the stop's own zone ('MMM DD, YYYY H:mm z'), money with formatCurrency.
import { theme } from 'antd';
import type { BookItNowRate, MatchingShipmentEnd, Stop } from '@trucks/shared-contracts/domain/shipment';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { roundToTwoDecimals } from '@trucks/shared-contracts/format/measure';

type TimedPlace = Pick<
  Stop | MatchingShipmentEnd,
  'city' | 'state' | 'appointmentDateTime' | 'earlyDateTime' | 'lateDateTime' | 'ianaTimeZone'
>;

function windowText(place: TimedPlace): string {
  if (place.appointmentDateTime) return formatStopDateTime(place.appointmentDateTime, place.ianaTimeZone);
  const early = formatStopDateTime(place.earlyDateTime, place.ianaTimeZone);
  const late = formatStopDateTime(place.lateDateTime, place.ianaTimeZone);
  return early && late && early !== late ? `${early} – ${late}` : early || late;
}

/**
 * Zone conversions are the costliest part of a list row; a stop read once (React Query keeps the same
 * object while its data is unchanged) is formatted once, however often the list renders again.
 */
const windowTexts = new WeakMap<TimedPlace, string>();

/** The appointment, else the window 'early – late', in the stop's zone. */
export function stopWindowText(place: TimedPlace): string {
  let text = windowTexts.get(place);
  if (text === undefined) {
    text = windowText(place);
    windowTexts.set(place, text);
  }
  return text;
}

export const placeText = (place: Pick<TimedPlace, 'city' | 'state'>) => `${place.city}, ${place.state}`;

/**
 * City, state and, below it, when. Plain elements, not antd's Typography: a list renders two per row,
 * and each Typography.Text is a tree of its own (ellipsis measuring, copy and edit config).
 */
export function PlaceCell({ place }: { place: TimedPlace }) {
  const { token } = theme.useToken();
  return (
    <span>
      <strong style={{ fontWeight: token.fontWeightStrong }}>{placeText(place)}</strong>
      <br />
      <span style={{ color: token.colorTextSecondary }}>{stopWindowText(place)}</span>
    </span>
  );
}

/** The rate per loaded mile of a book-it-now rate (what the carrier gets over the miles). */
export function ratePerMile(rate: BookItNowRate | null | undefined, miles: number): number | undefined {
  if (!rate || miles <= 0) return undefined;
  return roundToTwoDecimals(rate.calculatedRate / miles);
}

export const bookItNowText = (rate: BookItNowRate | null | undefined) =>
  rate ? formatCurrency(rate.calculatedRate) : '—';

export const perMileText = (value: number | undefined) =>
  value === undefined ? '—' : `${formatCurrency(value)}/mi`;

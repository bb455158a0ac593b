// How an order reads in a list or a preview: a stop's place and time, the order's weight.
import type { Order, OrderStop } from '@trucks/shared-contracts/domain/order';
import { formatStopDateTime, formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { combineStopTime } from './stop-times';

/** 'Dallas Cold Storage, Dallas, TX' for a known location; the company name for a new one. */
export function stopPlace(stop: OrderStop): string {
  const location = stop.location;
  const name = 'companyName' in location ? location.companyName : location.name;
  const state = 'companyName' in location ? location.state : location.province;
  return `${name}, ${location.city}, ${state}`;
}

/** The stop's zone: the location's own; a new location's is looked up by postal code on the form. */
export function stopZone(stop: OrderStop): string | undefined {
  return 'ianaTimeZone' in stop.location ? stop.location.ianaTimeZone : undefined;
}

/** The appointment (else the early time) 'MMM DD, YYYY H:mm z' in the stop's zone; the date alone without one. */
export function stopWhen(stop: OrderStop): string {
  const zone = stopZone(stop);
  const time = stop.schedule.appointmentTime ?? stop.schedule.earlyTime;
  const instant = zone ? combineStopTime(stop.schedule.date, time, zone) : undefined;
  return instant ? formatStopDateTime(instant, zone) : formatCalendarDate(stop.schedule.date);
}

export function orderWeight(order: Pick<Order, 'lineItems'>): number {
  return order.lineItems.reduce((sum, item) => sum + (item.totalWeight ?? 0), 0);
}

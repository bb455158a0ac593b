// An order a truck can move (issue 41): a stop's window in order, every pickup before the deliveries
// after it, weights, counts, measures and values within what freight can be, and counts whole. The
// order form says these at the field and refuses to save.
// The spec gives no limits ("not shown"): they are set far above any real order (a legal US truck
// grosses 80,000 lbs; a 53 ft trailer is 636 in long), so only a typo or a joke meets them.

import { timeWindowOrderProblems } from './time-window-order';
import { rangeRule } from './typed-number';
import type { MeasureRule } from './typed-number';

export const ORDER_LIMITS = {
  /** A line item's total weight and a package's weight, in lbs. */
  maxWeightLbs: 100_000,
  maxPackageCount: 100_000,
  maxPalletCount: 1_000,
  /** A package's length, width or height, in inches: a 53 ft trailer's length. */
  maxPackageDimensionIn: 636,
  /** The declared freight value, in US dollars. */
  maxFreightValue: 10_000_000,
  maxMarkupPercent: 100,
  reeferTemperatureF: { min: -40, max: 90 },
} as const;

const ORDER_MESSAGES = {
  reeferTemperature: 'Enter a temperature from -40 to 90 °F',
  freightValueTooHigh: 'Enter an amount of at most $10,000,000.00',
} as const;

export const MEASURES = {
  packageCount: { max: ORDER_LIMITS.maxPackageCount, whole: true, unit: 'packages' },
  palletCount: { max: ORDER_LIMITS.maxPalletCount, whole: true, unit: 'pallets' },
  dimension: { max: ORDER_LIMITS.maxPackageDimensionIn, unit: 'in' },
  weight: { max: ORDER_LIMITS.maxWeightLbs, unit: 'lbs' },
  markup: { max: ORDER_LIMITS.maxMarkupPercent, unit: '%' },
  reeferTemperature: {
    ...ORDER_LIMITS.reeferTemperatureF,
    unit: '°F',
    rangeMessage: ORDER_MESSAGES.reeferTemperature,
  },
} as const satisfies Record<string, MeasureRule>;

/** A freight value above the limit (the amount's own form is shared-ui's amountError). */
export function freightValueProblem(amount: number | null | undefined): string | undefined {
  return amount !== null && amount !== undefined && amount > ORDER_LIMITS.maxFreightValue
    ? ORDER_MESSAGES.freightValueTooHigh
    : undefined;
}

/** A stop's date ('YYYY-MM-DD') and 'HH:mm' times on the stop's own clock. */
interface StopSchedule {
  date?: string;
  earlyTime?: string;
  lateTime?: string;
  appointmentTime?: string;
}

const time = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A stop's window in order: early ≤ late, and an appointment inside the window. By field. */
export function stopWindowProblems(
  schedule: StopSchedule,
): Partial<Record<'lateTime' | 'appointmentTime', string>> {
  // The times share the stop's date and clock, so any one date compares them as they stand.
  const onStopClock = (value: string | undefined) => {
    const hhmm = time(value);
    return hhmm ? `2000-01-01T${hhmm}` : undefined;
  };
  const problems = timeWindowOrderProblems({
    early: onStopClock(schedule.earlyTime),
    late: onStopClock(schedule.lateTime),
    appointment: onStopClock(schedule.appointmentTime),
  });
  return {
    ...(problems.late ? { lateTime: problems.late } : {}),
    ...(problems.appointment ? { appointmentTime: problems.appointment } : {}),
  };
}

interface SequencedStop {
  type: 'Pickup' | 'Delivery';
  schedule: StopSchedule;
}

/** A line item's stops, numbered from 1 in the order's stop list. */
interface StopPair {
  pickupStop?: number | null;
  deliveryStop?: number | null;
}

const deliveryBeforePickupMessage = (pickupStopNumber: number) =>
  `Delivery is before the pickup at stop ${pickupStopNumber}.`;

const times = (s: StopSchedule) =>
  [s.earlyTime, s.lateTime, s.appointmentTime]
    .map(time)
    .filter((t): t is string => !!t)
    .sort();

/** The delivery ends before the pickup starts: an earlier day, or the same day with times on it. */
function endsBefore(delivery: StopSchedule, pickup: StopSchedule): boolean {
  const deliveryDate = delivery.date?.trim();
  const pickupDate = pickup.date?.trim();
  if (!deliveryDate || !pickupDate) return false;
  if (deliveryDate !== pickupDate) return deliveryDate < pickupDate;
  // The same day: wall-clock times compared (two stops an hour apart across a zone line are not a load).
  const last = times(delivery).at(-1);
  const first = times(pickup)[0];
  return !!last && !!first && last < first;
}

/**
 * Every delivery after the pickups before it in the stop list and after the pickup its line items
 * name. By stop index (0-based): the message for the delivery's date, naming the pickup's stop number.
 */
export function deliveryBeforePickupProblems(
  stops: readonly SequencedStop[],
  lineItems: readonly StopPair[] = [],
): Map<number, string> {
  const pairs = new Set<string>();
  stops.forEach((stop, d) => {
    if (stop.type !== 'Delivery') return;
    for (let p = 0; p < d; p += 1) if (stops[p]?.type === 'Pickup') pairs.add(`${p}:${d}`);
  });
  for (const item of lineItems) {
    const p = (item.pickupStop ?? 0) - 1;
    const d = (item.deliveryStop ?? 0) - 1;
    if (stops[p]?.type === 'Pickup' && stops[d]?.type === 'Delivery') pairs.add(`${p}:${d}`);
  }
  const problems = new Map<number, string>();
  for (const pair of pairs) {
    const [p, d] = pair.split(':').map(Number) as [number, number];
    if (!problems.has(d) && endsBefore(stops[d]!.schedule, stops[p]!.schedule))
      problems.set(d, deliveryBeforePickupMessage(p + 1));
  }
  return problems;
}

/** The consolidation search's limits, from the order's (their defaults: consolidation-defaults.ts, spec 001 §9). */
export const CONSOLIDATION_LIMITS = {
  maxWeight: rangeRule({ min: 1, max: ORDER_LIMITS.maxWeightLbs, unit: 'lbs' }),
  maxUnits: rangeRule({ min: 1, max: ORDER_LIMITS.maxPackageCount, whole: true, unit: 'units' }),
  /** A coast-to-coast run is under 3,000 miles. */
  distanceMiles: rangeRule({ min: 1, max: 3_000, unit: 'miles' }),
  /** Orders picked up at most a month apart. */
  dateWindowDays: rangeRule({ min: 0, max: 30, whole: true, unit: 'days' }),
} as const;

// Numbers typed into fields that are not an order's measures (issue 41 item 4, applied everywhere):
// a location's dock length, a trailer's length, copies of an order, the consolidation search's limits
// and a radius around a place. The field keeps the text typed and says at the field what it cannot
// take; measureProblem reads the text and measureOf gives the number to send (rules/order-plausibility).
// Where the API states no maximum, the one chosen is far above any real value, so only a typo meets it.

import { ORDER_LIMITS } from './order-plausibility';
import type { MeasureRule } from './order-plausibility';

interface TypedRange {
  min: number;
  max: number;
  /** A count: 2.5 copies is a typo, never rounded behind the user's back. */
  whole?: boolean;
  /** Shown after the range: 'Enter a whole number from 1 to 60 ft'. */
  unit?: string;
}

const figure = (n: number) => n.toLocaleString('en-US');

/**
 * A range with one message for all it refuses: text that is not a number, a fraction where a whole
 * number is needed, and a value outside it ('Enter a whole number from 0 to 1,000 miles').
 */
export function rangeRule({ min, max, whole = false, unit = '' }: TypedRange): MeasureRule {
  const kind = whole ? 'a whole number' : 'a number';
  return {
    min,
    max,
    whole,
    unit,
    rangeMessage: `Enter ${kind} from ${figure(min)} to ${figure(max)}${unit ? ` ${unit}` : ''}`,
  };
}

export const TYPED_NUMBERS = {
  /** A location's dock length, in feet (the API's limit). */
  dockLengthFt: rangeRule({ min: 1, max: 1_000, unit: 'ft' }),
  /** A trailer is at most 60 feet (the API's limit), in whole feet. */
  trailerLengthFt: rangeRule({ min: 1, max: 60, whole: true, unit: 'ft' }),
  /** Duplicate an order: 1 to 50 copies at a time (the API's limit). */
  orderCopies: rangeRule({ min: 1, max: 50, whole: true }),
  /** A radius around a place, in whole miles: the load board's filters and a saved lane. */
  radiusMiles: rangeRule({ min: 0, max: 1_000, whole: true, unit: 'miles' }),
} as const;

/** The consolidation search's limits (their defaults: consolidation-defaults.ts, spec 001 §9). */
export const CONSOLIDATION_LIMITS = {
  maxWeight: rangeRule({ min: 1, max: ORDER_LIMITS.maxWeightLbs, unit: 'lbs' }),
  maxUnits: rangeRule({ min: 1, max: ORDER_LIMITS.maxPackageCount, whole: true, unit: 'units' }),
  /** A coast-to-coast run is under 3,000 miles. */
  distanceMiles: rangeRule({ min: 1, max: 3_000, unit: 'miles' }),
  /** Orders picked up at most a month apart. */
  dateWindowDays: rangeRule({ min: 0, max: 30, whole: true, unit: 'days' }),
} as const;

// A number typed into a field (issue 41 item 4, applied everywhere): the field keeps the text typed and
// says at the field what it cannot take; measureProblem reads the text and measureOf gives the number
// to send. The ranges of fields that are not an order's measures live here too: a location's dock
// length, a trailer's length, copies of an order and a radius around a place (the order's own and the
// consolidation search's: rules/order-plausibility). Where the API states no maximum, the one chosen is
// far above any real value, so only a typo meets it. This file imports nothing: the load board's
// landing page reads a radius with it, and all it imports rides in every first load.

const TYPED_NUMBER_MESSAGES = {
  notANumber: 'Enter a number of 0 or more',
  notWhole: 'Enter a whole number of 0 or more',
  tooManyDecimals: 'Use at most 2 decimals.',
} as const;

/** A number field's value as a form holds it: the text typed, or a number read from the API. */
export type TypedNumber = string | number | null | undefined;

export interface MeasureRule {
  max: number;
  /** Counts are whole (2.5 packages is a typo, never rounded behind the user's back). */
  whole?: boolean;
  /** Shown after the maximum: 'Enter at most 100,000 lbs'. */
  unit: string;
  /** Signed measures (a temperature) set their own range and message. */
  min?: number;
  rangeMessage?: string;
}

const textOf = (value: TypedNumber) => (value === null || value === undefined ? '' : String(value).trim());

/** What is wrong with a typed number under the rule, or undefined for one it can take (or nothing). */
export function measureProblem(value: TypedNumber, rule: MeasureRule): string | undefined {
  const text = textOf(value);
  if (text === '') return undefined;
  const signed = rule.min !== undefined && rule.min < 0;
  const pattern = signed ? /^-?(\d+\.?\d*|\.\d+)$/ : /^(\d+\.?\d*|\.\d+)$/;
  if (!pattern.test(text))
    return (
      rule.rangeMessage ?? (rule.whole ? TYPED_NUMBER_MESSAGES.notWhole : TYPED_NUMBER_MESSAGES.notANumber)
    );
  const number = Number(text);
  if (rule.whole && !Number.isInteger(number)) return rule.rangeMessage ?? TYPED_NUMBER_MESSAGES.notWhole;
  // Typed decimals past the hundredths are refused, not rounded; a stored value is sent back as it is.
  if (typeof value === 'string' && /\.\d{3,}$/.test(text)) return TYPED_NUMBER_MESSAGES.tooManyDecimals;
  if (number < (rule.min ?? 0) || number > rule.max)
    return (
      rule.rangeMessage ??
      `Enter at most ${rule.max.toLocaleString('en-US')}${rule.unit === '%' ? '' : ' '}${rule.unit}`
    );
  return undefined;
}

/** The number to send: undefined when the field is empty or holds what measureProblem refuses. */
export function measureOf(value: TypedNumber, rule: MeasureRule): number | undefined {
  const text = textOf(value);
  if (text === '' || measureProblem(text, rule) !== undefined) return undefined;
  return Number(text);
}

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

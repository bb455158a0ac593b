// A radius in whole miles as a list filter holds it (the address's text), read by the one rule in
// shared-contracts (rules/typed-number): a radius the filter cannot read is said at the field, cannot
// be applied, and is never sent (the board, the reload search, a saved lane).
import { measureOf, measureProblem, TYPED_NUMBERS } from '@trucks/shared-contracts/rules/typed-number';
import type { TypedNumber } from '@trucks/shared-contracts/rules/typed-number';

/** The rule of every radius typed on the load board (its filters and a saved lane). */
export const RADIUS = TYPED_NUMBERS.radiusMiles;

/** 'Enter a whole number from 0 to 1,000 miles' for text the filter cannot take; undefined otherwise. */
export const radiusProblem = (text: TypedNumber) => measureProblem(text, RADIUS);

/** The miles to send: undefined when empty or unreadable. */
export const radiusOf = (text: TypedNumber) => measureOf(text, RADIUS);

/** Both radii empty or readable: Apply can take them. */
export const radiiReadable = (filters: { originRadius: string; destinationRadius: string }) =>
  radiusProblem(filters.originRadius) === undefined && radiusProblem(filters.destinationRadius) === undefined;

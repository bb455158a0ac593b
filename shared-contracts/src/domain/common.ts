import { z } from 'zod/mini';
import './zod-locale';

/**
 * Conventions for every entity in this folder:
 * - ids are strings (GUIDs or numbers rendered as text) so a server change of id kind breaks nothing;
 * - dates and times travel as ISO 8601 strings; an instant carries its offset, a stop's local
 *   time is read in the stop's `ianaTimeZone` (format/date-time);
 * - money is a number of US dollars.
 */
export type EntityId = string;
/** An ISO 8601 date-time, e.g. '2024-03-05T14:30:00Z' or '2024-03-05T09:30:00-05:00'. */
export type IsoDateTime = string;
/** An ISO 8601 calendar date, e.g. '2024-03-05'. */
export type IsoDate = string;
/** An IANA time zone name, e.g. 'America/Chicago'; the portal allows only US and Canadian zones. */
export type IanaTimeZone = string;

export const EntityIdSchema = z.string().check(z.minLength(1));
export const IsoDateTimeSchema = z.string().check(z.minLength(1));
/** US dollars; finite (zod 4 numbers refuse NaN and Infinity), so a broken server never reaches a total. */
export const MoneySchema = z.number();

/** True when a number of dollars has at most two decimals (whole cents): 1875.5 yes, 10.005 no. */
function isWholeCents(amount: number): boolean {
  // toFixed(2) rounds to cents; a value typed with two decimals or fewer reads back unchanged.
  return Number(amount.toFixed(2)) === amount;
}

/**
 * Dollars a user enters (an invoice amount, a rate): a finite number (zod 4 numbers refuse NaN and
 * Infinity), not negative, in whole cents ("US dollars with two decimals", spec 000 §9, 001 §9).
 */
export const DollarAmountSchema = z
  .number({ error: 'Enter an amount in dollars.' })
  .check(
    z.nonnegative({ error: 'The amount cannot be negative.', abort: true }),
    z.refine(isWholeCents, 'Use at most 2 decimals.'),
  );

export interface CityState {
  city: string;
  state: string;
}

export interface EmailAddress {
  value: string;
  /** 'Work', 'Personal', ... (not shown by the spec). */
  type?: string;
  isPrimary?: boolean;
}

export interface PhoneNumber {
  value: string;
  extension?: string;
  /** 'Office', 'Mobile', 'Fax', ... (not shown by the spec). */
  type?: string;
  isPrimary?: boolean;
}

export const EmailAddressSchema = z.object({
  value: z.string(),
  type: z.optional(z.string()),
  isPrimary: z.optional(z.boolean()),
});
export const PhoneNumberSchema = z.object({
  value: z.string(),
  extension: z.optional(z.string()),
  type: z.optional(z.string()),
  isPrimary: z.optional(z.boolean()),
});

/** A reference number on an order or stop (spec 001 §3: label, value, typeId). */
export interface ReferenceNumber {
  label: string;
  value: string;
  typeId?: number;
}

// Request and response pieces several areas of the catalogue share. Entities live in ../../domain;
// what is here exists only on the wire: search queries, counters, filter sets, rate schemas.
import { z } from 'zod/mini';
import '../../domain/zod-locale';
import { DollarAmountSchema, MoneySchema } from '../../domain/common';
import type { BookItNowRate, CarrierRate } from '../../domain/shipment';
import { ChargeRateType, RateType } from '../../domain/rate-type';
import type { PageQuery } from '../../domain/paged-list';

/** Text search with paging (equipment, power-unit, driver and contact searches: q, page 1, pageSize 50). */
export interface SearchQuery extends PageQuery {
  q?: string;
}

/** What counter endpoints answer. */
export interface CountResponse {
  count: number;
}

/** An id and a display name (static data lists, reasons). */
export interface NamedValue {
  id: number;
  name: string;
  description?: string;
}

/** A user-saved set of list filters (a "view" of a booking, tracking or order list), stored per user. */
export interface FilterSet {
  id: string;
  name: string;
  /** The list's filters as the screen builds them; the server stores them as they are. */
  filters: Record<string, string | number | boolean | string[] | number[] | null>;
  isDefault: boolean;
}

export type FilterSetInput = Omit<FilterSet, 'id'>;

/** A carrier's rate, checked wherever the portal books or offers at it (spec 000 §3). */
export const CarrierRateSchema = z.object({
  rate: MoneySchema,
  rateType: z.enum(RateType),
  chargeRateType: z.enum(ChargeRateType),
}) satisfies z.ZodMiniType<CarrierRate>;

/**
 * A rate the carrier sends: books at, offers, accepts a tender at (spec 000 §3, §5, §7). Stricter
 * than an answered rate: more than 0 dollars in whole cents, and All In is always Flat ('Choosing
 * All In forces the method to Flat', spec 000 §5).
 */
export const CarrierRateInputSchema = z
  .object({
    rate: DollarAmountSchema.check(z.refine((rate) => rate > 0, 'The rate must be more than 0.')),
    rateType: z.enum(RateType, { error: 'Choose a rate type.' }),
    chargeRateType: z.enum(ChargeRateType, { error: 'Choose a charge method.' }),
  })
  .check(
    z.refine((rate) => rate.rateType !== RateType.AllIn || rate.chargeRateType === ChargeRateType.Flat, {
      message: 'An All In rate is charged Flat.',
      path: ['chargeRateType'],
    }),
  ) satisfies z.ZodMiniType<CarrierRate>;

/** The book-it-now rate of a shipment (spec 000 §3). */
export const BookItNowRateSchema = z.extend(CarrierRateSchema, {
  calculatedRate: MoneySchema,
}) satisfies z.ZodMiniType<BookItNowRate>;

/**
 * A response typed by its declaration whose safety-relevant parts (money, flags) are checked by
 * `parts`. For large entities where only a few fields decide what a user may do or pay, this checks
 * those fields without restating the whole entity as a schema. The value is passed on unchanged.
 */
export function withCheckedParts<Declared>(parts: z.ZodMiniType): z.ZodMiniType<Declared> {
  return z.custom<Declared>().check((context) => {
    const result = parts.safeParse(context.value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      context.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: context.value });
    }
  });
}

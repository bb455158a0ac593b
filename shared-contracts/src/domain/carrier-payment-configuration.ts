import { z } from 'zod/mini';
import './zod-locale';
import { PaymentMethod } from './payment-method';
import { QuickPayOption } from './payment-option';

/**
 * A carrier's payment configuration (spec 000 §3): what decides which payment options a booking
 * offers, their fees and terms (rules/payment-options). Checked at the boundary: a wrong flag here
 * offers Book It Now or QuickPay to a carrier that must not have it.
 */
export const CarrierPaymentConfigurationSchema = z.object({
  carrierId: z.optional(z.string()),
  paymentType: z.enum(PaymentMethod),
  /** Days to pay on Standard Pay. */
  paymentTerms: z.nullish(z.number().check(z.int(), z.nonnegative())),
  /** Days to pay on Book It Now. */
  portalPaymentBookingTerms: z.nullish(z.number().check(z.int(), z.nonnegative())),
  canBookNow: z.boolean(),
  hasFactoring: z.boolean(),
  eligibleForQuickPay: z.boolean(),
  /** The quick-pay programmes the carrier may use. */
  quickPayOptions: z.array(z.enum(QuickPayOption)),
  /** A fraction, 0.05 = 5 %; missing means the default 5 % (spec 000 §9). */
  quickPayPercent: z.nullish(z.number().check(z.gte(0), z.lte(1))),
  /** Not in the spec's list: why a carrier cannot book (GET carriers/unbookability_reasons). */
  unbookabilityReasons: z.optional(z.array(z.string())),
  /** Not in the spec's list: fleet size and recent deliveries behind small-carrier eligibility (spec 000 §9). */
  fleetSize: z.optional(z.number().check(z.int(), z.nonnegative())),
  deliveredShipmentsLast30Days: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Not in the spec's list: the factoring company paid instead of the carrier, when one is on file. */
  factoringCompanyName: z.nullish(z.string()),
});
export type CarrierPaymentConfiguration = z.infer<typeof CarrierPaymentConfigurationSchema>;

import type { CarrierPaymentConfiguration } from '../domain/carrier-payment-configuration';
import { PaymentOption, QuickPayOption } from '../domain/payment-option';

/** Where the options are offered: the book-now drawer, or the tender drawer's ACCEPT tab. */
export type PaymentOptionContext = 'booking' | 'tenderAcceptance';

type PaymentFacts = Pick<
  CarrierPaymentConfiguration,
  | 'canBookNow'
  | 'hasFactoring'
  | 'eligibleForQuickPay'
  | 'quickPayOptions'
  | 'fleetSize'
  | 'deliveredShipmentsLast30Days'
>;

/** Spec 000 §9: no factoring company on file, a fleet of 10 trucks or fewer, 5 shipments delivered in 30 days. */
export const SMALL_CARRIER_MAX_FLEET_SIZE = 10;
export const SMALL_CARRIER_MIN_DELIVERIES_LAST_30_DAYS = 5;

/**
 * Small Carrier Quick Pay eligibility. The server marks the programme on the configuration
 * (quickPayOptions); the fleet and delivery figures of spec 000 §9 are checked too when it sends them.
 */
export function isSmallCarrierQuickPayEligible(config: PaymentFacts): boolean {
  if (config.hasFactoring || !config.quickPayOptions.includes(QuickPayOption.SmallCarrierQuickPay))
    return false;
  if (config.fleetSize !== undefined && config.fleetSize > SMALL_CARRIER_MAX_FLEET_SIZE) return false;
  if (
    config.deliveredShipmentsLast30Days !== undefined &&
    config.deliveredShipmentsLast30Days < SMALL_CARRIER_MIN_DELIVERIES_LAST_30_DAYS
  ) {
    return false;
  }
  return true;
}

/**
 * The payment options offered, in display order (spec 000 §5): Book It Now only when canBookNow is
 * set and there is no factoring company, and never on tender acceptance; Standard Pay always;
 * QuickPay unless the carrier has factoring; Small Carrier Quick Pay only to eligible carriers.
 */
export function availablePaymentOptions(
  config: PaymentFacts,
  context: PaymentOptionContext,
): PaymentOption[] {
  const options: PaymentOption[] = [];
  if (context === 'booking' && config.canBookNow && !config.hasFactoring)
    options.push(PaymentOption.BookItNow);
  options.push(PaymentOption.StandardPay);
  if (!config.hasFactoring) options.push(PaymentOption.QuickPay);
  if (isSmallCarrierQuickPayEligible(config)) options.push(PaymentOption.SmallCarrierQuickPay);
  return options;
}

/**
 * The option selected when the drawer loads (spec 000 §4): Standard Pay, unless the carrier is
 * eligible for quick pay, then Small Carrier Quick Pay when offered, else QuickPay.
 */
export function defaultPaymentOption(config: PaymentFacts, context: PaymentOptionContext): PaymentOption {
  const available = availablePaymentOptions(config, context);
  if (config.eligibleForQuickPay) {
    if (available.includes(PaymentOption.SmallCarrierQuickPay)) return PaymentOption.SmallCarrierQuickPay;
    if (available.includes(PaymentOption.QuickPay)) return PaymentOption.QuickPay;
  }
  return PaymentOption.StandardPay;
}

import type { CarrierPaymentConfiguration } from '../domain/carrier-payment-configuration';
import { PaymentOption } from '../domain/payment-option';

/** Spec 000 §9: 'default 5% when missing'. */
export const DEFAULT_QUICK_PAY_FEE_PERCENT = 5;

type FeeFacts = Pick<
  CarrierPaymentConfiguration,
  'quickPayPercent' | 'paymentTerms' | 'portalPaymentBookingTerms'
>;

/**
 * The fee of a payment option in percent (spec 000 §9): QuickPay is quickPayPercent x 100, default
 * 5 % when missing; Book It Now, Standard Pay and Small Carrier Quick Pay show 0 %.
 */
export function paymentOptionFeePercent(option: PaymentOption, config: FeeFacts): number {
  if (option !== PaymentOption.QuickPay) return 0;
  if (config.quickPayPercent === null || config.quickPayPercent === undefined)
    return DEFAULT_QUICK_PAY_FEE_PERCENT;
  // Rounded to 2 decimals so 0.035 shows 3.5, not 3.5000000000000004.
  return Math.round(config.quickPayPercent * 100 * 100) / 100;
}

/**
 * The payment terms of an option in days (spec 000 §9): Book It Now portalPaymentBookingTerms,
 * Standard paymentTerms, both default 0; QuickPay 0. Small Carrier Quick Pay is a quick pay, so 0 too.
 */
export function paymentOptionTermsDays(option: PaymentOption, config: FeeFacts): number {
  switch (option) {
    case PaymentOption.BookItNow:
      return config.portalPaymentBookingTerms ?? 0;
    case PaymentOption.StandardPay:
      return config.paymentTerms ?? 0;
    case PaymentOption.QuickPay:
    case PaymentOption.SmallCarrierQuickPay:
      return 0;
  }
}

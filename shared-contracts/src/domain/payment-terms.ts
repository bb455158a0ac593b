import type { ValueOf } from './const-enum';

/**
 * The kind of payment terms on a shipment or invoice (spec 000 §4, 001 §9). Named `PaymentTermsType`
 * because `paymentTerms` on a payment configuration is a number of days.
 */
export const PaymentTermsType = {
  Standard: 0,
  QuickPay: 1,
  SmallCarrierQuickPay: 2,
} as const;
export type PaymentTermsType = ValueOf<typeof PaymentTermsType>;

export const PAYMENT_TERMS_TYPE_LABEL: Record<PaymentTermsType, string> = {
  [PaymentTermsType.Standard]: 'Standard',
  [PaymentTermsType.QuickPay]: 'Quick Pay',
  [PaymentTermsType.SmallCarrierQuickPay]: 'Small Carrier Quick Pay',
};

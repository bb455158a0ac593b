import type { ChipColor, ValueOf } from './const-enum';

/**
 * The payment option a carrier picks when booking or accepting a tender (spec 000 §4). Numbers are
 * not shown; they follow the spec's order. Which options are offered: rules/payment-options.
 */
export const PaymentOption = {
  BookItNow: 0,
  StandardPay: 1,
  QuickPay: 2,
  SmallCarrierQuickPay: 3,
} as const;
export type PaymentOption = ValueOf<typeof PaymentOption>;

export const PAYMENT_OPTION_LABEL: Record<PaymentOption, string> = {
  [PaymentOption.BookItNow]: 'Book It Now',
  [PaymentOption.StandardPay]: 'Standard Pay',
  [PaymentOption.QuickPay]: 'QuickPay',
  [PaymentOption.SmallCarrierQuickPay]: 'Small Carrier Quick Pay',
};

export const PAYMENT_OPTION_COLOR: Record<PaymentOption, ChipColor> = {
  [PaymentOption.BookItNow]: 'blue',
  [PaymentOption.StandardPay]: 'default',
  [PaymentOption.QuickPay]: 'green',
  [PaymentOption.SmallCarrierQuickPay]: 'cyan',
};

/** The quick-pay programme on a carrier's payment configuration (spec 000 §3 `quickPayOptions`). */
export const QuickPayOption = {
  QuickPay: 0,
  SmallCarrierQuickPay: 1,
} as const;
export type QuickPayOption = ValueOf<typeof QuickPayOption>;

export const QUICK_PAY_OPTION_LABEL: Record<QuickPayOption, string> = {
  [QuickPayOption.QuickPay]: 'QuickPay',
  [QuickPayOption.SmallCarrierQuickPay]: 'Small Carrier Quick Pay',
};

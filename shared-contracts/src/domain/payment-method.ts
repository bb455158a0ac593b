import type { ValueOf } from './const-enum';

/** How a carrier is paid (spec 000 §4, 001 §4). */
export const PaymentMethod = {
  Check: 1,
  Ach: 3,
} as const;
export type PaymentMethod = ValueOf<typeof PaymentMethod>;

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  [PaymentMethod.Check]: 'Check',
  [PaymentMethod.Ach]: 'ACH',
};

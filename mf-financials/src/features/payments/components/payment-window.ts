// The payment list's date windows. The spec's default is the last 3 months (001 §9); the other
// windows are ours. The dates are always sent, so the server and the screen agree on the window.
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { FILTER_DATE_FORMAT } from '@trucks/shared-ui/list-views';

export const PAYMENT_WINDOW_LABEL = {
  last3Months: 'Last 3 Months',
  last30Days: 'Last 30 Days',
  last12Months: 'Last 12 Months',
} as const;
export type PaymentWindow = keyof typeof PAYMENT_WINDOW_LABEL;

const START_OF: Record<PaymentWindow, (today: Dayjs) => Dayjs> = {
  last3Months: (today) => today.subtract(3, 'month'),
  last30Days: (today) => today.subtract(30, 'day'),
  last12Months: (today) => today.subtract(12, 'month'),
};

export function paymentWindowDates(
  window: string,
  today: Dayjs = dayjs(),
): { paymentStartDate: string; paymentEndDate: string } {
  const start = (window in START_OF ? START_OF[window as PaymentWindow] : START_OF.last3Months)(today);
  return {
    paymentStartDate: start.format(FILTER_DATE_FORMAT),
    paymentEndDate: today.format(FILTER_DATE_FORMAT),
  };
}

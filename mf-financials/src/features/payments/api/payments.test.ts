import dayjs from 'dayjs';
import { paymentWindowDates } from './payments';

describe('paymentWindowDates', () => {
  it('defaults to the last 3 months (spec 001 §9)', () => {
    expect(paymentWindowDates('last3Months', dayjs('2026-11-24'))).toEqual({
      paymentStartDate: '2026-08-24',
      paymentEndDate: '2026-11-24',
    });
    expect(paymentWindowDates('unknown', dayjs('2026-11-24')).paymentStartDate).toBe('2026-08-24');
    expect(paymentWindowDates('last30Days', dayjs('2026-11-24')).paymentStartDate).toBe('2026-10-25');
  });
});

import { PaymentOption } from '../domain/payment-option';
import { paymentOptionFeePercent, paymentOptionTermsDays } from './payment-fee-and-terms';

const { BookItNow, StandardPay, QuickPay, SmallCarrierQuickPay } = PaymentOption;

describe('paymentOptionFeePercent (spec 000 §9)', () => {
  it('"Quick Pay fee is quickPayPercent times 100 percent"', () => {
    expect(paymentOptionFeePercent(QuickPay, { quickPayPercent: 0.035 })).toBe(3.5);
  });
  it('"default 5% when missing"', () => {
    expect(paymentOptionFeePercent(QuickPay, {})).toBe(5);
    expect(paymentOptionFeePercent(QuickPay, { quickPayPercent: null })).toBe(5);
  });
  it('"Book It Now, Standard Pay and Small Carrier Quick Pay show 0%"', () => {
    for (const option of [BookItNow, StandardPay, SmallCarrierQuickPay]) {
      expect(paymentOptionFeePercent(option, { quickPayPercent: 0.04 })).toBe(0);
    }
  });
});

describe('paymentOptionTermsDays (spec 000 §9)', () => {
  const config = { paymentTerms: 30, portalPaymentBookingTerms: 7 };
  it('"Book It Now shows portalPaymentBookingTerms days; Standard shows paymentTerms days"', () => {
    expect(paymentOptionTermsDays(BookItNow, config)).toBe(7);
    expect(paymentOptionTermsDays(StandardPay, config)).toBe(30);
  });
  it('"both default to 0"', () => {
    expect(paymentOptionTermsDays(BookItNow, {})).toBe(0);
    expect(paymentOptionTermsDays(StandardPay, { paymentTerms: null })).toBe(0);
  });
  it('"QuickPay is 0 days"', () => {
    expect(paymentOptionTermsDays(QuickPay, config)).toBe(0);
    expect(paymentOptionTermsDays(SmallCarrierQuickPay, config)).toBe(0);
  });
});

import { PaymentMethod } from '../domain/payment-method';
import { PaymentOption, QuickPayOption } from '../domain/payment-option';
import type { CarrierPaymentConfiguration } from '../domain/carrier-payment-configuration';
import {
  availablePaymentOptions,
  defaultPaymentOption,
  isSmallCarrierQuickPayEligible,
} from './payment-options';

const { BookItNow, StandardPay, QuickPay, SmallCarrierQuickPay } = PaymentOption;

function configuration(overrides: Partial<CarrierPaymentConfiguration> = {}): CarrierPaymentConfiguration {
  return {
    paymentType: PaymentMethod.Ach,
    paymentTerms: 30,
    portalPaymentBookingTerms: 15,
    canBookNow: true,
    hasFactoring: false,
    eligibleForQuickPay: false,
    quickPayOptions: [QuickPayOption.QuickPay],
    quickPayPercent: 0.03,
    ...overrides,
  };
}

describe('availablePaymentOptions (spec 000 §5)', () => {
  it('"Book It Now is offered only when canBookNow is set and there is no factoring company"', () => {
    expect(availablePaymentOptions(configuration(), 'booking')).toContain(BookItNow);
    expect(availablePaymentOptions(configuration({ canBookNow: false }), 'booking')).not.toContain(BookItNow);
    expect(availablePaymentOptions(configuration({ hasFactoring: true }), 'booking')).not.toContain(
      BookItNow,
    );
  });
  it('"QuickPay is hidden if the carrier has factoring"', () => {
    expect(availablePaymentOptions(configuration({ hasFactoring: true }), 'booking')).toEqual([StandardPay]);
  });
  it('"Small Carrier Quick Pay is offered only to eligible carriers"', () => {
    const eligible = configuration({
      quickPayOptions: [QuickPayOption.QuickPay, QuickPayOption.SmallCarrierQuickPay],
    });
    expect(availablePaymentOptions(eligible, 'booking')).toEqual([
      BookItNow,
      StandardPay,
      QuickPay,
      SmallCarrierQuickPay,
    ]);
    expect(availablePaymentOptions(configuration(), 'booking')).not.toContain(SmallCarrierQuickPay);
  });
  it('"Tender acceptance excludes Book It Now"', () => {
    expect(availablePaymentOptions(configuration(), 'tenderAcceptance')).toEqual([StandardPay, QuickPay]);
  });
});

describe('isSmallCarrierQuickPayEligible (spec 000 §9)', () => {
  const enrolled = { quickPayOptions: [QuickPayOption.SmallCarrierQuickPay] };
  it('"requires: no factoring company on file, a fleet of 10 trucks or fewer, and 5 shipments delivered in the past 30 days"', () => {
    expect(
      isSmallCarrierQuickPayEligible(
        configuration({ ...enrolled, fleetSize: 10, deliveredShipmentsLast30Days: 5 }),
      ),
    ).toBe(true);
    expect(
      isSmallCarrierQuickPayEligible(
        configuration({ ...enrolled, fleetSize: 11, deliveredShipmentsLast30Days: 5 }),
      ),
    ).toBe(false);
    expect(
      isSmallCarrierQuickPayEligible(
        configuration({ ...enrolled, fleetSize: 3, deliveredShipmentsLast30Days: 4 }),
      ),
    ).toBe(false);
    expect(isSmallCarrierQuickPayEligible(configuration({ ...enrolled, hasFactoring: true }))).toBe(false);
  });
});

describe('defaultPaymentOption (spec 000 §4)', () => {
  it('"Default is Standard Pay"', () => {
    expect(defaultPaymentOption(configuration(), 'booking')).toBe(StandardPay);
  });
  it('"QuickPay or Small Carrier Quick Pay is preselected when the carrier is eligible"', () => {
    expect(defaultPaymentOption(configuration({ eligibleForQuickPay: true }), 'booking')).toBe(QuickPay);
    expect(
      defaultPaymentOption(
        configuration({
          eligibleForQuickPay: true,
          quickPayOptions: [QuickPayOption.QuickPay, QuickPayOption.SmallCarrierQuickPay],
        }),
        'tenderAcceptance',
      ),
    ).toBe(SmallCarrierQuickPay);
  });
  it('never preselects QuickPay for a carrier with factoring', () => {
    expect(
      defaultPaymentOption(configuration({ eligibleForQuickPay: true, hasFactoring: true }), 'booking'),
    ).toBe(StandardPay);
  });
});

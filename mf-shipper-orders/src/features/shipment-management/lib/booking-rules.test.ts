import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { bookingPlan, usableQuotes } from './booking-rules';

const quote = (over: Partial<ShipmentRateQuote> = {}): ShipmentRateQuote => ({
  quoteId: 'Q1',
  carrierId: 'CAR-1',
  carrierName: 'Acme',
  rateSource: RateSource.TmsContract,
  shippingMode: ShippingMode.TL,
  carrierRate: { rate: 1200, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
  isInError: false,
  ...over,
});

describe('the booking rules of 001 §7', () => {
  it('a contract TL rate raises the maximum buy to the rate plus 5 when that is missing or lower', () => {
    expect(bookingPlan({ maxBuy: 0 }, quote())).toEqual({ kind: 'contract', raiseMaxBuyTo: 1205 });
    expect(bookingPlan({ maxBuy: 1000 }, quote())).toEqual({ kind: 'contract', raiseMaxBuyTo: 1205 });
    expect(bookingPlan({ maxBuy: 1205 }, quote())).toEqual({ kind: 'contract', raiseMaxBuyTo: null });
    expect(bookingPlan({ maxBuy: 2000 }, quote())).toEqual({ kind: 'contract', raiseMaxBuyTo: null });
  });

  it('a spot quote updates the origination type to TmsSpot', () => {
    expect(bookingPlan({ maxBuy: 0 }, quote({ rateSource: RateSource.TmsSpot }))).toEqual({ kind: 'spot' });
  });

  it('other rates book an LTL shipment (a contract LTL rate too)', () => {
    expect(
      bookingPlan({ maxBuy: 0 }, quote({ rateSource: RateSource.Red, shippingMode: ShippingMode.LTL })),
    ).toEqual({ kind: 'ltl' });
    expect(bookingPlan({ maxBuy: 0 }, quote({ shippingMode: ShippingMode.LTL }))).toEqual({ kind: 'ltl' });
  });

  it('rates flagged isInError are dropped (001 §5)', () => {
    expect(usableQuotes([quote(), quote({ quoteId: 'Q2', isInError: true })]).map((q) => q.quoteId)).toEqual([
      'Q1',
    ]);
  });
});

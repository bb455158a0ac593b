// The shipper side's booking rules (spec 001 §5, §7): rates flagged isInError are dropped; a contract
// TL rate raises the maximum buy to the rate plus 5 when that is missing or lower; a spot quote updates
// the origination type to TmsSpot; other rates book an LTL shipment. The consolidation defaults (§9) are
// shared-contracts' rules/consolidation-defaults.ts (the dev-stack API applies the same).
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import type { Order } from '@trucks/shared-contracts/domain/order';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';

/** Rates flagged isInError are dropped (spec 001 §5). */
export const usableQuotes = (quotes: readonly ShipmentRateQuote[]) => quotes.filter((q) => !q.isInError);

export type BookingPlan =
  /** Book the shipment; first raise the max buy to this value when given. */
  | { kind: 'contract'; raiseMaxBuyTo: number | null }
  /** Update the origination type to TmsSpot, then book. */
  | { kind: 'spot' }
  /** Book an LTL shipment from the shipment's orders (the open shipment is voided first). */
  | { kind: 'ltl' };

export function bookingPlan(
  shipment: Pick<ManagedShipment, 'maxBuy' | 'originationType'>,
  quote: Pick<ShipmentRateQuote, 'rateSource' | 'shippingMode' | 'carrierRate'>,
): BookingPlan {
  if (quote.rateSource === RateSource.TmsContract && quote.shippingMode === ShippingMode.TL) {
    const floor = quote.carrierRate.rate + 5;
    return { kind: 'contract', raiseMaxBuyTo: !shipment.maxBuy || shipment.maxBuy < floor ? floor : null };
  }
  if (quote.rateSource === RateSource.TmsSpot) return { kind: 'spot' };
  return { kind: 'ltl' };
}

/** Handling units of an order: pallets where counted, else packages. */
export const orderUnits = (order: Pick<Order, 'lineItems'>) =>
  order.lineItems.reduce((sum, item) => sum + (item.palletCount ?? item.packageCount ?? 0), 0);

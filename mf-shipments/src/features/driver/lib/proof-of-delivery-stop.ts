import type { Shipment, Stop } from '@trucks/shared-contracts/domain/shipment';
import { StopType } from '@trucks/shared-contracts/domain/stop-status';
import { destinationOf, nextStopOf } from '../../../lib/shipment-stops';

/**
 * The stop a driver's card takes the proof of delivery at: the dropoff being served, or the final
 * dropoff once every stop is complete; none while the next stop is a pickup.
 */
export function proofOfDeliveryStopOf(shipment: Shipment): Stop | undefined {
  const next = nextStopOf(shipment.stops);
  if (!next) return destinationOf(shipment.stops);
  return next.stopType === StopType.Dropoff ? next : undefined;
}

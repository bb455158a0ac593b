import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';

/**
 * Quick closure (PATCH quick_closure) is offered where the shipment allows it: a load on the road, in
 * transit or at a stop, that the carrier can mark delivered in one step (what the trucks API accepts).
 */
export function allowsQuickClosure(status: ShipmentStatus): boolean {
  return status === ShipmentStatus.InTransit || status === ShipmentStatus.AtStop;
}

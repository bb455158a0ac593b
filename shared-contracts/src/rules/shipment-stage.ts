import { ShipmentStatus } from '../domain/shipment-status';

/** The shipment stages that choose the default tab (spec 001 §4). */
export type ShipmentStage = 0 | 1 | 2 | 4;

/**
 * Shipment stage for the default tab (spec 001 §4): Delivered gives 4; Ready To Book and Tendering
 * give 1; Booked, Dispatched, In Transit, At Stop give 2; anything else gives 0.
 */
export function shipmentStageForDefaultTab(status: ShipmentStatus): ShipmentStage {
  switch (status) {
    case ShipmentStatus.Delivered:
      return 4;
    case ShipmentStatus.ReadyToBook:
    case ShipmentStatus.Tendering:
      return 1;
    case ShipmentStatus.Booked:
    case ShipmentStatus.Dispatched:
    case ShipmentStatus.InTransit:
    case ShipmentStatus.AtStop:
      return 2;
    default:
      return 0;
  }
}

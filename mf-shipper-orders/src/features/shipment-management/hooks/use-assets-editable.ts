// Whether the shipper may edit what the booked carrier puts on a shipment (equipment, empty location,
// drivers): once a carrier is booked and before delivery (the API refuses before booking).
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { useBookedCarrier } from '../api/tms-shipments';

/** Editable while a carrier is booked and the freight is not delivered (the API refuses before booking). */
export function useAssetsEditable(shipment: ManagedShipment) {
  const carrier = useBookedCarrier(shipment.shipmentNumber);
  return (
    carrier.data != null &&
    shipment.shipmentStatus >= ShipmentStatus.Booked &&
    shipment.shipmentStatus < ShipmentStatus.Delivered
  );
}

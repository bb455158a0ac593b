import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';

/** What each of a shipment's action drawers (Book, Tender, Max Buy) is given by its page. */
export interface ShipmentDrawerProps {
  shipment: ManagedShipment;
  open: boolean;
  onClose: () => void;
}

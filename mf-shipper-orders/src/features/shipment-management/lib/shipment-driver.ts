// A driver on a shipment as the shipper's screens name it.
import type { ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';

export const driverName = (d: ShipmentDriver) => `${d.firstName} ${d.lastName}`;

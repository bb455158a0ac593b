// The shipper (TMS) side of the catalogue (catalogue/shipper.ts): orders, locations and dock
// schedules, managed shipments. One table, so all-handlers registers the area in one line.
import { shipperLocationHandlers } from './shipper-location-handlers';
import { shipperOrderHandlers } from './shipper-order-handlers';
import { shipperShipmentHandlers } from './shipper-shipment-handlers';
import type { HandlerTable } from './handler-types';

export const shipperHandlers = {
  ...shipperOrderHandlers,
  ...shipperLocationHandlers,
  ...shipperShipmentHandlers,
} satisfies Partial<HandlerTable>;

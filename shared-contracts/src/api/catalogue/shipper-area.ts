// The shipper (TMS) side's calls as one area, \`API.shipper\`: orders, locations and dock schedules
// (shipper.ts), and the shipper's shipments (tms-shipments.ts, tms-shipment-booking.ts).
import { shipperCalls } from './shipper';
import { tmsShipmentBookingCalls } from './tms-shipment-booking';
import { tmsShipmentCalls } from './tms-shipments';

export const shipperAreaCalls = { ...shipperCalls, ...tmsShipmentCalls, ...tmsShipmentBookingCalls } as const;

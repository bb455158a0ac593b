// Booking a shipper-side shipment and what rides with it (spec 001 §7 'Shipments'): rates, book,
// tender, rescind, void, max buy, origination, empty location, equipment, drivers, cases and the BOL.
// Paths are ours (README), under v1/tms/shipments.
import type { ManagedShipment } from '../../domain/managed-shipment';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import type { RateSource } from '../../domain/rate-source';
import type { CarrierRate } from '../../domain/shipment';
import type { ShippingMode } from '../../domain/shipping-mode';
import type { Case } from '../../domain/case';
import type { PortalDocument } from '../../domain/document';
import type { ShipmentDriver } from '../../domain/shipment';
import { defineCall } from '../define-call';

/** Where the truck was empty before the shipment (deadhead start). */
export interface EmptyLocation {
  city: string;
  state: string;
  postalCode?: string;
  emptyDateTime: string;
}

export interface ManagedShipmentEquipment {
  trailerNumber?: string;
  powerUnitNumber?: string;
  trailerLength?: number;
  sealNumber?: string;
}

/** A rate for a shipper-side shipment; rates flagged isInError are dropped by the screen (spec 001 §5). */
export interface ShipmentRateQuote {
  quoteId: string;
  carrierId: string;
  carrierName: string;
  rateSource: RateSource;
  shippingMode: ShippingMode;
  carrierRate: CarrierRate;
  transitDays?: number;
  isInError: boolean;
  errorMessage?: string;
}

export interface ManagedShipmentBooking {
  quoteId: string;
  carrierId: string;
  carrierRate: CarrierRate;
}

export interface ManagedShipmentTender {
  carrierIds: string[];
  carrierRate: CarrierRate;
  expirationDateTime?: string;
}

export const tmsShipmentBookingCalls = {
  rates: defineCall<{ response: ShipmentRateQuote[] }>()({
    id: 'tmsShipments.rates',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/rates',
    summary: 'Rates for a shipment (contract, spot, LTL quotes)',
    source: 'portal',
    pathChosen: true,
  }),
  book: defineCall<{ body: ManagedShipmentBooking; response: ManagedShipment }>()({
    id: 'tmsShipments.book',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/booking',
    summary: "Book a shipment with a carrier at a rate; 'Shipment {number} Booked!'",
    source: 'portal',
    pathChosen: true,
  }),
  tender: defineCall<{ body: ManagedShipmentTender; response: ManagedShipment }>()({
    id: 'tmsShipments.tender',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/tenders',
    summary: "Tender a shipment to carriers; 'Shipment {number} successfully tendered.'",
    source: 'portal',
    pathChosen: true,
  }),
  rescindBooking: defineCall<{ body: { reason?: string }; response: ManagedShipment }>()({
    id: 'tmsShipments.rescindBooking',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/rescind',
    summary: "Rescind booking; 'Shipment {number} rescinded'",
    source: '001 §7',
    pathChosen: true,
  }),
  void: defineCall<{ body: { reason?: string }; response: ManagedShipment }>()({
    id: 'tmsShipments.void',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/void',
    summary: "Void; 'Shipment {number} voided'",
    source: '001 §7',
    pathChosen: true,
  }),
  updateMaxBuy: defineCall<{ body: { maxBuy: number }; response: ManagedShipment }>()({
    id: 'tmsShipments.updateMaxBuy',
    method: 'PATCH',
    path: 'v1/tms/shipments/{shipmentNumber}/max_buy',
    summary: 'Update max buy (a contract TL rate raises it to rate + 5 when missing or lower)',
    source: '001 §7',
    pathChosen: true,
  }),
  updateOriginationType: defineCall<{ body: { originationType: RateSource }; response: ManagedShipment }>()({
    id: 'tmsShipments.updateOriginationType',
    method: 'PATCH',
    path: 'v1/tms/shipments/{shipmentNumber}/origination_type',
    summary: 'Update origination type (a spot quote sets TmsSpot)',
    source: '001 §7',
    pathChosen: true,
  }),
  emptyLocation: defineCall<{ response: EmptyLocation | null }>()({
    id: 'tmsShipments.emptyLocation',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/empty_location',
    summary: 'Empty location get',
    source: '001 §7',
    pathChosen: true,
    notFoundAsNull: true,
  }),
  updateEmptyLocation: defineCall<{ body: EmptyLocation; response: EmptyLocation }>()({
    id: 'tmsShipments.updateEmptyLocation',
    method: 'PUT',
    path: 'v1/tms/shipments/{shipmentNumber}/empty_location',
    summary: 'Empty location update',
    source: '001 §7',
    pathChosen: true,
  }),
  equipment: defineCall<{ response: ManagedShipmentEquipment }>()({
    id: 'tmsShipments.equipment',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/equipment',
    summary: 'Equipment get',
    source: '001 §7',
    pathChosen: true,
  }),
  saveEquipment: defineCall<{ body: ManagedShipmentEquipment; response: ManagedShipmentEquipment }>()({
    id: 'tmsShipments.saveEquipment',
    method: 'PUT',
    path: 'v1/tms/shipments/{shipmentNumber}/equipment',
    summary: 'Equipment save',
    source: '001 §7',
    pathChosen: true,
  }),
  drivers: defineCall<{ response: ShipmentDriver[] }>()({
    id: 'tmsShipments.drivers',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/drivers',
    summary: 'Drivers of a shipment',
    source: 'portal',
    pathChosen: true,
  }),
  saveDrivers: defineCall<{ body: { driverIds: string[] }; response: ShipmentDriver[] }>()({
    id: 'tmsShipments.saveDrivers',
    method: 'PUT',
    path: 'v1/tms/shipments/{shipmentNumber}/drivers',
    summary: 'Drivers save',
    source: '001 §7',
    pathChosen: true,
  }),
  removeDriver: defineCall()({
    id: 'tmsShipments.removeDriver',
    method: 'DELETE',
    path: 'v1/tms/shipments/{shipmentNumber}/drivers/{driverId}',
    summary: 'Drivers remove',
    source: '001 §7',
    pathChosen: true,
    responseKind: 'empty',
  }),
  cases: defineCall<{ query: PageQuery; response: PagedList<Case> }>()({
    id: 'tmsShipments.cases',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/cases',
    summary: 'Cases for a shipment (pageSize 1000)',
    source: '001 §7',
    pathChosen: true,
  }),
  createBol: defineCall<{ response: PortalDocument }>()({
    id: 'tmsShipments.createBol',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/bol',
    summary: "BOL creation; 'BOL successfully generated for {number}'",
    source: '001 §7',
    pathChosen: true,
    requestBody: 'none',
  }),
};

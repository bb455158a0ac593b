// Carrier-side shipments (v2) and their sub-resources, problem shipments, the trucks search and the
// quick searches (spec 000 §3, §7).
import { z } from 'zod/mini';
import '../../domain/zod-locale';
import { MoneySchema } from '../../domain/common';
import type { DocumentFileType } from '../../domain/document-file-type';
import type { OrderDropoffs, PortalDocument } from '../../domain/document';
import type { ItemsPage, PagedList, PageQuery } from '../../domain/paged-list';
import type {
  MatchingShipment,
  Shipment,
  ShipmentActivity,
  ShipmentDriver,
  ShipmentSearchResult,
  Stop,
  Trip,
  TripRequirement,
} from '../../domain/shipment';
import type { ShipmentStatus } from '../../domain/shipment-status';
import { defineCall } from '../define-call';

/** Shipment list query; defaults (spec 000 §7): dispatched, in transit, at stop, booked, delivered, needsUpdates. */
export interface ShipmentListQuery extends PageQuery {
  statuses?: ShipmentStatus[];
  needsUpdates?: boolean;
  driverId?: string;
  search?: string;
  tripId?: string;
  pickupDateStart?: string;
  pickupDateEnd?: string;
  orderBy?: string;
}

export interface ShipmentCountQuery {
  statuses?: ShipmentStatus[];
  needsUpdates?: boolean;
  driverId?: string;
}

export interface ShipmentEquipment {
  trailerNumber?: string;
  powerUnitNumber?: string;
  trailerId?: string;
  powerUnitId?: string;
}

export const BillingConfigurationSchema = z.object({
  paymentTerms: z.number().check(z.int(), z.nonnegative()),
  shipmentType: z.number().check(z.int()),
  lineHaul: MoneySchema,
  fuelSurcharge: MoneySchema,
  accessorialsTotal: MoneySchema,
  total: MoneySchema,
  quickPayFee: z.nullish(MoneySchema),
});
export type BillingConfiguration = z.infer<typeof BillingConfigurationSchema>;

export interface TrackingProblem {
  id: string;
  description: string;
  reportedAt: string;
}

export interface StopAppointmentUpdate {
  appointmentDateTime?: string | null;
  earlyDateTime?: string | null;
  lateDateTime?: string | null;
}

export interface QuickSearchQuery extends PageQuery {
  query: string;
}

export interface ShipmentDocumentUpload {
  /** The file; sent as the 'file' part of the multipart body. */
  file: Blob;
  name: string;
  fileType: DocumentFileType;
  stopId?: string;
}

export const shipmentCalls = {
  list: defineCall<{ query: ShipmentListQuery; response: PagedList<Shipment> }>()({
    id: 'shipments.list',
    method: 'GET',
    path: 'v2/shipments',
    summary: 'Shipment list',
    source: '000 §7',
  }),
  totalCount: defineCall<{ query: ShipmentCountQuery; response: { totalCount: number } }>()({
    id: 'shipments.totalCount',
    method: 'GET',
    path: 'v2/shipments/total_count',
    summary: 'Shipment count by statuses, needsUpdates, driverId (the shipments badge)',
    source: '000 §7',
  }),
  search: defineCall<{ query: { q: string }; response: ItemsPage<ShipmentSearchResult> }>()({
    id: 'shipments.search',
    method: 'GET',
    path: 'v2/shipments/search',
    summary: 'Trucks shipments search (top bar, non-brokers): q; returns items',
    source: '000 §7',
    pathChosen: true,
  }),
  get: defineCall<{ response: Shipment }>()({
    id: 'shipments.get',
    method: 'GET',
    path: 'v2/shipments/{id}',
    summary: 'A shipment by id or shipment number',
    source: '000 §7',
  }),
  requirements: defineCall<{ response: TripRequirement[] }>()({
    id: 'shipments.requirements',
    method: 'GET',
    path: 'v2/shipments/{id}/requirements',
    summary: "Trip requirements (failure: 'Unable to fetch your trip requirements.')",
    source: '000 §7',
  }),
  laneMatches: defineCall<{ response: MatchingShipment[] }>()({
    id: 'shipments.laneMatches',
    method: 'GET',
    path: 'v2/shipments/{id}/lane_matches',
    summary: 'Shipments on the same lane',
    source: '000 §7',
  }),
  latestActivity: defineCall<{ response: ShipmentActivity | null }>()({
    id: 'shipments.latestActivity',
    method: 'GET',
    path: 'v2/shipments/{id}/latest_activity',
    summary: 'The latest tracking activity (timeStamp converted to a date by the screen)',
    source: '000 §7',
  }),
  reloads: defineCall<{ query: { currentCount?: number }; response: PagedList<MatchingShipment> }>()({
    id: 'shipments.reloads',
    method: 'GET',
    path: 'v2/shipments/{id}/reloads',
    summary: "Reloads after a shipment (currentCount); the dialog's 'Reloads (count)'",
    source: '000 §7',
  }),
  trips: defineCall<{ response: Trip[] }>()({
    id: 'shipments.trips',
    method: 'GET',
    path: 'v2/shipments/{id}/trips',
    summary: 'The trips a shipment belongs to',
    source: '000 §7',
  }),
  drivers: defineCall<{ response: ShipmentDriver[] }>()({
    id: 'shipments.drivers',
    method: 'GET',
    path: 'v2/shipments/{id}/drivers',
    summary: 'Drivers assigned to a shipment',
    source: '000 §7',
  }),
  assignDriver: defineCall<{ body: { driverId: string }; response: ShipmentDriver[] }>()({
    id: 'shipments.assignDriver',
    method: 'POST',
    path: 'v2/shipments/{id}/drivers',
    summary: 'Assign a driver of the company (from the driver search) to a shipment; answers its drivers',
    source: '000 §7',
    pathChosen: true,
  }),
  removeDriver: defineCall()({
    id: 'shipments.removeDriver',
    method: 'DELETE',
    path: 'v2/shipments/{id}/drivers/{driverId}',
    summary: 'Remove a driver from a shipment',
    source: '000 §7',
    responseKind: 'empty',
  }),
  equipment: defineCall<{ response: ShipmentEquipment }>()({
    id: 'shipments.equipment',
    method: 'GET',
    path: 'v2/shipments/{id}/equipment',
    summary: 'Equipment on a shipment',
    source: '000 §7',
  }),
  documents: defineCall<{ response: PortalDocument[] }>()({
    id: 'shipments.documents',
    method: 'GET',
    path: 'v2/shipments/{id}/documents',
    summary: 'Documents of a shipment',
    source: '000 §7',
  }),
  uploadDocument: defineCall<{ body: ShipmentDocumentUpload; response: PortalDocument }>()({
    id: 'shipments.uploadDocument',
    method: 'POST',
    path: 'v2/shipments/{id}/documents',
    summary: 'Upload a document to a shipment (multipart)',
    source: '000 §7',
    requestBody: 'multipart',
  }),
  stops: defineCall<{ response: Stop[] }>()({
    id: 'shipments.stops',
    method: 'GET',
    path: 'v2/shipments/{id}/stops',
    summary: "Stops of a shipment (failure: 'Failed to fetch stops for shipment!')",
    source: '000 §7',
  }),
  orderDropoffs: defineCall<{ response: OrderDropoffs[] }>()({
    id: 'shipments.orderDropoffs',
    method: 'GET',
    path: 'v2/shipments/{id}/order-dropoffs',
    summary: 'Order dropoffs by shipment id or number (also 001 §7, for proof-of-delivery uploads)',
    source: '000 §7, 001 §7',
  }),
  billingConfiguration: defineCall<{ response: BillingConfiguration }>()({
    id: 'shipments.billingConfiguration',
    method: 'GET',
    path: 'v2/shipments/{id}/billing_configuration',
    summary: 'How a shipment is billed (money: checked)',
    source: '000 §7',
    responseSchema: BillingConfigurationSchema,
  }),
  trackingProblems: defineCall<{ response: TrackingProblem[] }>()({
    id: 'shipments.trackingProblems',
    method: 'GET',
    path: 'v2/shipments/{id}/tracking_problems',
    summary: 'Tracking problems of a shipment',
    source: '000 §7',
  }),
  rateConfirmationDocument: defineCall<{ response: Blob }>()({
    id: 'shipments.rateConfirmationDocument',
    method: 'GET',
    path: 'v2/shipments/{id}/rate_confirmation_document',
    summary: 'The signed rate confirmation (PDF)',
    source: '000 §7',
    responseKind: 'blob',
  }),
  updateStopAppointment: defineCall<{ body: StopAppointmentUpdate; response: Stop }>()({
    id: 'shipments.updateStopAppointment',
    method: 'PATCH',
    path: 'v2/shipments/{id}/stops/{stopId}/appointments',
    summary: 'Set a stop’s appointment window',
    source: '000 §7',
  }),
  updateShippingProNumber: defineCall<{ body: { value: string } }>()({
    id: 'shipments.updateShippingProNumber',
    method: 'PATCH',
    path: 'v2/shipments/{id}/shipping_pro_number',
    summary: 'Set the PRO number (body value)',
    source: '000 §7',
    responseKind: 'empty',
  }),
  quickClosure: defineCall<{ body: Record<string, never> }>()({
    id: 'shipments.quickClosure',
    method: 'PATCH',
    path: 'v2/shipments/{id}/quick_closure',
    summary: 'Quick closure (empty body)',
    source: '000 §7',
    responseKind: 'empty',
  }),
  problemShipments: defineCall<{ query: PageQuery; response: PagedList<Shipment> }>()({
    id: 'shipments.problemShipments',
    method: 'GET',
    path: 'v2/problem_shipments',
    summary: 'Problem shipments',
    source: '000 §7',
  }),
  quickSearchShipments: defineCall<{ query: QuickSearchQuery; response: PagedList<ShipmentSearchResult> }>()({
    id: 'quickSearches.shipments',
    method: 'GET',
    path: 'v1/quick_searches/shipments',
    summary: 'Broker shipment quick search (query, pageSize, page; returns data, page, totalCount)',
    source: '000 §7',
  }),
  quickSearchPowerUnits: defineCall<{
    query: QuickSearchQuery;
    response: PagedList<{ id: string; powerUnitNumber: string }>;
  }>()({
    id: 'quickSearches.powerUnits',
    method: 'GET',
    path: 'v1/quick_searches/power_units',
    summary: 'Power-unit quick search',
    source: '000 §7',
  }),
  quickSearchQuotableLocations: defineCall<{
    query: QuickSearchQuery;
    response: PagedList<{ id: string; name: string; city: string; state: string; postalCode: string }>;
  }>()({
    id: 'quickSearches.quotableLocations',
    method: 'GET',
    path: 'v1/quick_searches/quotable_locations',
    summary: 'Quotable-location quick search',
    source: '000 §7',
  }),
};

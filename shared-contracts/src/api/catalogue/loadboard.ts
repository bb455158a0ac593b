// Load discovery and booking: available freight, matches, reloads, booking with the book-it-now
// rate, offers, rate requests, tenders, saved lanes (spec 000 §3, §4, §7).
import { z } from 'zod/mini';
import '../../domain/zod-locale';
import type { EquipmentMode } from '../../domain/equipment-mode';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import { PaymentOption } from '../../domain/payment-option';
import type { RateRequest, RateRequestResponse } from '../../domain/rate-request';
import type { SavedLane } from '../../domain/saved-lane';
import type { MatchingShipment, Shipment } from '../../domain/shipment';
import type { Tender, TenderOffer } from '../../domain/tender';
import { CarrierResponseType, TenderOfferStatus } from '../../domain/tender-response-status';
import type { TenderResponseStatus } from '../../domain/tender-response-status';
import type { RateRequestStatus } from '../../domain/rate-request-status';
import { defineCall } from '../define-call';
import {
  BookItNowRateSchema,
  CarrierRateInputSchema,
  CarrierRateSchema,
  withCheckedParts,
} from './wire-shapes';

/**
 * A shipment offered to carriers. The money on it (book-it-now rate, current offer) is checked at
 * the boundary because the book-now drawer books at that rate; the rest is typed by declaration.
 */
export const AvailableShipmentSchema = withCheckedParts<Shipment>(
  z.object({
    id: z.string(),
    shipmentNumber: z.string(),
    bookItNowRate: z.nullish(BookItNowRateSchema),
    offer: z.nullish(z.object({ carrierRate: CarrierRateSchema })),
  }),
);

export interface AvailableShipmentQuery extends PageQuery {
  originCity?: string;
  originState?: string;
  originRadius?: number;
  destinationCity?: string;
  destinationState?: string;
  destinationRadius?: number;
  equipmentMode?: EquipmentMode;
  pickupDateStart?: string;
  pickupDateEnd?: string;
  includePartials?: boolean;
  /** Only loads with a book-it-now rate (the board's Book It Now view). */
  bookItNow?: boolean;
  orderBy?: 'pickupDate' | 'rate' | 'ratePerMile' | 'miles' | 'deadHeadOrigin';
}

/** Which rendering of a shipment the load-detail dialog wants. */
export type AvailableShipmentView = 'available' | 'tender' | 'rate';

export interface AvailableShipmentDetailsQuery {
  view?: AvailableShipmentView;
  useUpdatedBookItNow?: boolean;
}

export interface AvailableReloadsQuery {
  carrierId: string;
  page?: number;
}

/** The application a booking or tender answer comes from (spec 000 §7: bookingApplication Trucks). */
const BookingApplicationSchema = z.literal('Trucks', { error: "The booking application is 'Trucks'." });

/** A payment option of the domain's list (spec 000 §4). */
const PaymentOptionSchema = z.enum(PaymentOption, { error: 'Choose a payment option.' });

/** A required id: present and not blank. */
const requiredId = (what: string) =>
  z.string({ error: `The ${what} is required.` }).check(z.trim(), z.minLength(1, `The ${what} is required.`));

/**
 * Book shipment with the book-it-now rate (spec 000 §7): bookingApplication Trucks, carrierId,
 * shipmentId, paymentOption, carrierRate. The book-now drawer's rate is always All In, Flat.
 */
export const BookShipmentCommandSchema = z.object({
  bookingApplication: BookingApplicationSchema,
  carrierId: requiredId('carrier'),
  shipmentId: requiredId('shipment'),
  paymentOption: PaymentOptionSchema,
  carrierRate: CarrierRateInputSchema,
  /** The shipment hash read with the rate, so a changed shipment is not booked at a stale rate. */
  hash: z.optional(z.string()),
});
export type BookShipmentCommand = z.infer<typeof BookShipmentCommandSchema>;

/** bookingSucceeded false: first error message, else 'Failed to book shipment' (spec 000 §8). */
export interface BookingResult {
  bookingSucceeded: boolean;
  errors: { message: string }[];
  shipmentNumber?: string;
}

/** Rate filters set carrierId to the user's company (spec 000 §7). */
export interface RateRequestQuery extends PageQuery {
  carrierId: string;
  statuses?: RateRequestStatus[];
  search?: string;
}

export interface TenderQuery extends PageQuery {
  statuses?: TenderResponseStatus[];
  search?: string;
}

/**
 * Tender status update (spec 000 §7): carrierId, carrierRate, response, shipmentId, tenderId,
 * paymentOption, bookingApplication. The spec shows response Accept; Reject declines the tender.
 * 'Tender acceptance excludes Book It Now' (spec 000 §5).
 */
export const TenderStatusUpdateCommandSchema = z.object({
  carrierId: requiredId('carrier'),
  carrierRate: CarrierRateInputSchema,
  response: z.enum([CarrierResponseType.Accept, CarrierResponseType.Reject], {
    error: 'Answer Accept or Reject.',
  }),
  shipmentId: requiredId('shipment'),
  tenderId: requiredId('tender'),
  // `: boolean` keeps the type PaymentOption (not a narrowing predicate), so a form can pass what
  // rules/payment-options returns; Book It Now is refused at run time with a field error.
  paymentOption: PaymentOptionSchema.check(
    z.refine(
      (option): boolean => option !== PaymentOption.BookItNow,
      'Book It Now cannot be used to accept a tender.',
    ),
  ),
  bookingApplication: BookingApplicationSchema,
});
export type TenderStatusUpdateCommand = z.infer<typeof TenderStatusUpdateCommandSchema>;

/**
 * The carrier's quote on a rate request or its offer on a load (spec 000 §3 rate request response);
 * a form reads it as `RateRequestResponseCommandSchema.shape.response`.
 */
const RateRequestResponseSchema = z.object({
  carrierId: requiredId('carrier'),
  carrierRate: CarrierRateInputSchema,
  respondingContactId: requiredId('responding contact'),
  shipmentId: requiredId('shipment'),
  response: z.literal(CarrierResponseType.Offer, { error: "A rate request is answered with 'Offer'." }),
}) satisfies z.ZodMiniType<RateRequestResponse>;

/** Rate request response post: 'body response with carrierId, carrierRate, respondingContactId, shipmentId' (spec 000 §7). */
export const RateRequestResponseCommandSchema = z.object({ response: RateRequestResponseSchema });
export type RateRequestResponseCommand = z.infer<typeof RateRequestResponseCommandSchema>;

/**
 * The answer to a tender offer (PUT tenders/{id}/offers): Accepted or Rejected (spec 000 §4, §7),
 * with an optional counter rate and a reason for a rejection.
 */
export const TenderOfferSchema = z.object({
  status: z.enum(TenderOfferStatus, { error: 'Answer Accepted or Rejected.' }),
  carrierRate: z.optional(CarrierRateInputSchema),
  rejectionReason: z.optional(
    z.string().check(z.trim(), z.maxLength(500, 'The reason has at most 500 characters.')),
  ),
});

/** Tender acceptance failure: the error messages joined with ' - ' (spec 000 §8). */
export interface TenderStatusUpdateResult {
  succeeded: boolean;
  errors: { message: string }[];
}

/** What the saved-lane form sends; the server sets id, matchCount and createdDateTime. */
export type SavedLaneInput = Omit<SavedLane, 'id' | 'matchCount' | 'createdDateTime'>;

export const loadboardCalls = {
  availableShipments: defineCall<{ query: AvailableShipmentQuery; response: PagedList<Shipment> }>()({
    id: 'availableShipments.list',
    method: 'GET',
    path: 'v1/available_shipments',
    summary: 'Available freight (/available-freight)',
    source: 'portal',
    pathChosen: true,
  }),
  topPicks: defineCall<{ query: PageQuery; response: PagedList<MatchingShipment> }>()({
    id: 'availableShipments.topPicks',
    method: 'GET',
    path: 'v1/available_shipments/top_picks',
    summary: 'Top Picks: available shipments matched to the carrier’s lanes and history',
    source: 'portal',
    pathChosen: true,
  }),
  availableShipmentDetails: defineCall<{ query: AvailableShipmentDetailsQuery; response: Shipment }>()({
    id: 'availableShipments.details',
    method: 'GET',
    path: 'v1/available_shipments/{shipmentNumberOrId}',
    summary:
      "Available shipment details (view, useUpdatedBookItNow); failure: 'An error occured when retrieving shipment details.'",
    source: '000 §7',
    pathChosen: true,
    responseSchema: AvailableShipmentSchema,
  }),
  shipmentMatches: defineCall<{ response: MatchingShipment[] }>()({
    id: 'availableShipments.matches',
    method: 'GET',
    path: 'v1/available_shipments/{shipmentNumberOrId}/matches',
    summary: "Shipment matches ('Loads you may also like'); 'No matching shipments found!'",
    source: '000 §7',
    pathChosen: true,
  }),
  availableReloads: defineCall<{ query: AvailableReloadsQuery; response: PagedList<MatchingShipment> }>()({
    id: 'availableShipments.reloads',
    method: 'GET',
    path: 'v1/available_shipments/{shipmentNumberOrId}/reloads',
    summary: 'Available reloads for a shipment (carrierId, page)',
    source: '000 §7',
    pathChosen: true,
  }),
  bookShipment: defineCall<{ response: BookingResult }>()({
    id: 'bookings.bookWithBookItNowRate',
    method: 'POST',
    path: 'v1/bookings',
    summary: "Book shipment with the book-it-now rate; success 'Successfully booked shipment.'",
    source: '000 §7',
    pathChosen: true,
    requestSchema: BookShipmentCommandSchema,
  }),
  respondToRateRequest: defineCall<{ body: { response: RateRequestResponse }; response: RateRequest }>()({
    id: 'rateRequests.respond',
    method: 'POST',
    path: 'v1/rate_requests/responses',
    summary:
      "Rate request response / new offer; success 'Rate response submitted.' or 'New offer submitted.'",
    source: '000 §7',
    pathChosen: true,
    requestSchema: RateRequestResponseCommandSchema,
  }),
  rateRequests: defineCall<{ query: RateRequestQuery; response: PagedList<RateRequest> }>()({
    id: 'rateRequests.list',
    method: 'GET',
    path: 'v1/rate_requests',
    summary: 'Rate requests of the carrier (/rates and the open rate requests badge)',
    source: 'portal',
    pathChosen: true,
  }),
  rateRequest: defineCall<{ response: RateRequest }>()({
    id: 'rateRequests.get',
    method: 'GET',
    path: 'v1/rate_requests/{id}',
    summary: 'A rate request (/rates/{rateId}/preview)',
    source: 'portal',
    pathChosen: true,
  }),
  tenders: defineCall<{ query: TenderQuery; response: PagedList<Tender> }>()({
    id: 'tenders.list',
    method: 'GET',
    path: 'v1/tenders',
    summary: 'Tenders of the user’s company (the sent tenders badge uses pageSize 1)',
    source: '000 §7',
  }),
  tender: defineCall<{ response: Tender }>()({
    id: 'tenders.get',
    method: 'GET',
    path: 'v1/tenders/{id}',
    summary: 'A tender',
    source: '000 §7',
  }),
  answerTenderOffer: defineCall<{ body: TenderOffer; response: Tender }>()({
    id: 'tenders.answerOffer',
    method: 'PUT',
    path: 'v1/tenders/{id}/offers',
    summary: 'Answer a tender offer with status Accepted or Rejected',
    source: '000 §7',
    requestSchema: TenderOfferSchema,
  }),
  updateTenderStatus: defineCall<{ response: TenderStatusUpdateResult }>()({
    id: 'tenders.updateStatus',
    method: 'POST',
    path: 'v1/tenders/{tenderId}/status_updates',
    summary:
      "Tender status update (accept with rate and payment option, or reject); success 'Successfully accepted Tender.'",
    source: '000 §7',
    pathChosen: true,
    requestSchema: TenderStatusUpdateCommandSchema,
  }),
  savedLanes: defineCall<{ response: SavedLane[] }>()({
    id: 'savedLanes.list',
    method: 'GET',
    path: 'v1/saved_lanes',
    summary: 'Saved Lanes',
    source: 'portal',
    pathChosen: true,
  }),
  saveLane: defineCall<{ body: SavedLaneInput; response: SavedLane }>()({
    id: 'savedLanes.create',
    method: 'POST',
    path: 'v1/saved_lanes',
    summary: 'Save a lane',
    source: 'portal',
    pathChosen: true,
  }),
  deleteLane: defineCall()({
    id: 'savedLanes.delete',
    method: 'DELETE',
    path: 'v1/saved_lanes/{id}',
    summary: 'Delete a saved lane',
    source: 'portal',
    pathChosen: true,
    responseKind: 'empty',
  }),
};

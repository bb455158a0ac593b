import type { ChipColor, ValueOf } from './const-enum';
import {
  TENDER_RESPONSE_STATUS_COLOR,
  TENDER_RESPONSE_STATUS_LABEL,
  TenderResponseStatus,
} from './tender-response-status';

/**
 * Where a rate request stands: the statuses of spec 000 §4 ('Tender and rate response') and one of
 * ours, Pending: the carrier has offered its rate and the shipper has not answered yet. The spec has
 * no state for that wait, and 'Accepted' read to carriers as "I won the load" (issue 41), so an offer
 * reads as pending until the shipper accepts or rejects it, as on DAT and Truckstop. Sent stays the
 * request that awaits the carrier's rate ('Send Offer'); any other status reads 'Update Offer'.
 */
export const RateRequestStatus = {
  ...TenderResponseStatus,
  Pending: 'Pending',
} as const;
export type RateRequestStatus = ValueOf<typeof RateRequestStatus>;

export const RATE_REQUEST_STATUS_LABEL: Record<RateRequestStatus, string> = {
  ...TENDER_RESPONSE_STATUS_LABEL,
  [RateRequestStatus.Pending]: 'Pending',
};

export const RATE_REQUEST_STATUS_COLOR: Record<RateRequestStatus, ChipColor> = {
  ...TENDER_RESPONSE_STATUS_COLOR,
  [RateRequestStatus.Pending]: 'gold',
};

/** What the status tells the carrier about its offer, beside the chip ('Your Offer'). */
export const RATE_REQUEST_PENDING_NOTE = "Waiting for the shipper's answer";

/** The order of the rate-request list's views: the offers awaiting an answer come after Sent. */
export const RATE_REQUEST_STATUS_ORDER: readonly RateRequestStatus[] = [
  RateRequestStatus.Sent,
  RateRequestStatus.Pending,
  RateRequestStatus.Accepted,
  RateRequestStatus.Rejected,
  RateRequestStatus.Rescinded,
  RateRequestStatus.BookingRescinded,
];

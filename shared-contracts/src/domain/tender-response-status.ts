import type { ChipColor, ValueOf } from './const-enum';

/**
 * Status of a tender or of a rate request response (spec 000 §4). The spec names the values;
 * a rate request is editable (rate type, charge method, 'Send Offer') only while it is Sent.
 */
export const TenderResponseStatus = {
  Sent: 'Sent',
  Accepted: 'Accepted',
  Rejected: 'Rejected',
  Rescinded: 'Rescinded',
  BookingRescinded: 'BookingRescinded',
} as const;
export type TenderResponseStatus = ValueOf<typeof TenderResponseStatus>;

export const TENDER_RESPONSE_STATUS_LABEL: Record<TenderResponseStatus, string> = {
  [TenderResponseStatus.Sent]: 'Sent',
  [TenderResponseStatus.Accepted]: 'Accepted',
  [TenderResponseStatus.Rejected]: 'Rejected',
  [TenderResponseStatus.Rescinded]: 'Rescinded',
  [TenderResponseStatus.BookingRescinded]: 'Booking Rescinded',
};

export const TENDER_RESPONSE_STATUS_COLOR: Record<TenderResponseStatus, ChipColor> = {
  [TenderResponseStatus.Sent]: 'blue',
  [TenderResponseStatus.Accepted]: 'green',
  [TenderResponseStatus.Rejected]: 'red',
  [TenderResponseStatus.Rescinded]: 'default',
  [TenderResponseStatus.BookingRescinded]: 'volcano',
};

/** A tender offer is answered with Accepted or Rejected (PUT tenders/{id}/offers, spec 000 §7). */
export const TenderOfferStatus = {
  Accepted: TenderResponseStatus.Accepted,
  Rejected: TenderResponseStatus.Rejected,
} as const;
export type TenderOfferStatus = ValueOf<typeof TenderOfferStatus>;

/**
 * The carrier's answer carried in a command: a tender status update sends Accept, a rate request
 * response sends Offer (spec 000 §3, §7). Reject completes the set for a declined request.
 */
export const CarrierResponseType = {
  Accept: 'Accept',
  Reject: 'Reject',
  Offer: 'Offer',
} as const;
export type CarrierResponseType = ValueOf<typeof CarrierResponseType>;

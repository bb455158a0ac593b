import type { CityState, EntityId, IanaTimeZone, IsoDateTime } from './common';
import type { EquipmentMode } from './equipment-mode';
import type { RateSource } from './rate-source';
import type { ChargeRateType, RateType } from './rate-type';
import type { RateRequestStatus } from './rate-request-status';
import type { ShipmentStatus } from './shipment-status';
import type { ShippingMode } from './shipping-mode';
import type { LoadStyle, StopStatus, StopType } from './stop-status';
import type { OnTimeStatus } from './on-time-status';
import type { ShipmentType } from './shipment-type';

/** The book-it-now price of a load (spec 000 §3). */
export interface BookItNowRate {
  /** The posted rate in US dollars. */
  rate: number;
  /** The rate the carrier actually gets for its chosen charge method (e.g. per mile x miles). */
  calculatedRate: number;
  rateType: RateType;
  chargeRateType: ChargeRateType;
}

/** A carrier's rate in an offer, booking or rate request response (spec 000 §3, §7). */
export interface CarrierRate {
  rate: number;
  rateType: RateType;
  chargeRateType: ChargeRateType;
}

/** A stop of a carrier-side shipment (spec 000 §3). Local times are read in `ianaTimeZone`. */
export interface Stop {
  id: EntityId;
  stopNumber: number;
  stopType: StopType;
  city: string;
  state: string;
  zip: string;
  /** Street address (not in the spec's list; a carrier needs it to drive there). */
  address?: string;
  /** Facility name (not in the spec's list). */
  locationName?: string;
  appointmentDateTime?: IsoDateTime | null;
  earlyDateTime?: IsoDateTime | null;
  lateDateTime?: IsoDateTime | null;
  ianaTimeZone: IanaTimeZone;
  loadStyle?: LoadStyle;
  latitude: number;
  longitude: number;
  /** Progress of the stop (spec 000 §4); absent before dispatch. */
  status?: StopStatus;
}

/** One line of a shipment's dimensions (spec 000 §3). Lengths in inches. */
export interface ShipmentDimension {
  quantity: number;
  length: number;
  width: number;
  height: number;
}

export interface TrackingRequirement {
  description: string;
}

/** Who to call about a load: a named contact, or a freight zone desk (spec 000 §3). */
export interface ContactSummary {
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  emailAddress?: string;
}
export interface FreightZoneSummary {
  name: string;
  phoneNumber?: string;
  extension?: string;
  emailAddress?: string;
}
export interface ShipmentContact {
  contactSummary?: ContactSummary | null;
  freightZoneSummary?: FreightZoneSummary | null;
}

/**
 * The carrier's own standing offer on a load (spec 000 §3 `offer`; fields not shown): the rate it
 * offered, when, and where the offer stands.
 */
export interface ShipmentOffer {
  id: EntityId;
  carrierRate: CarrierRate;
  status: RateRequestStatus;
  createdDateTime: IsoDateTime;
}

/** A shipment as lists and details show it to a carrier (spec 000 §3). */
export interface Shipment {
  id: EntityId;
  shipmentNumber: string;
  status: ShipmentStatus;
  stops: Stop[];
  /** The booked carrier's company id; absent while the load is open. */
  carrierId?: EntityId | null;
  shippingMode: ShippingMode;
  /** Bit mask of domain/equipment-type flags. */
  equipmentTypes: number;
  equipmentMode: EquipmentMode;
  /** Pounds. */
  weight: number;
  totalPallets?: number;
  miles: number;
  isPartial: boolean;
  linearFeet?: number;
  dimensions?: ShipmentDimension[];
  isBlind?: boolean;
  isHazmatRequired?: boolean;
  isTeamRequired?: boolean;
  justInTime?: boolean;
  trackingRequirements?: TrackingRequirement[];
  p44TrackingRequired?: boolean;
  /** The spec's `{hash}`: a version stamp of the load, sent back with a booking so a stale view fails. */
  hash?: string;
  offer?: ShipmentOffer | null;
  bookItNowRate?: BookItNowRate | null;
  rateRequestStatus?: RateRequestStatus | null;
  tenderId?: EntityId | null;
  specialInstructions?: string;
  originationType?: RateSource;
  contact?: ShipmentContact;
  /** Not in the spec's list; shown by lists of active shipments. */
  onTimeStatus?: OnTimeStatus;
  /** Shipments needing a tracking update (spec 000 §4 needsUpdates). */
  needsUpdates?: boolean;
  shipmentType?: ShipmentType;
  /** Whether the carrier has met the tracking requirement (else 'Tracking Requirement Not Met'). */
  trackingRequirementMet?: boolean;
  /** The PRO number the carrier set (PATCH shipments/{id}/shipping_pro_number); lists and details show it. */
  shippingProNumber?: string | null;
  /** Drivers on the load, so a list row names its driver without a call per row. */
  drivers?: ShipmentDriver[];
  /**
   * Whether GET shipments/{id}/tracking_problems has any, so a list row flags it without reading
   * every problem shipment (problem_shipments answers whole shipments: about 1 MB for 500).
   */
  hasTrackingProblems?: boolean;
}

/** A load offered alongside another: 'Loads you may also like' and reloads (spec 000 §3). */
export interface MatchingShipment {
  id: EntityId;
  shipmentNumber: string;
  status: ShipmentStatus;
  isPartial: boolean;
  /** Miles from the first load's destination to this load's origin. */
  deadHeadOrigin: number;
  bookItNowRate?: BookItNowRate | null;
  origin: MatchingShipmentEnd;
  destination: MatchingShipmentEnd;
}
export interface MatchingShipmentEnd extends CityState {
  appointmentDateTime?: IsoDateTime | null;
  earlyDateTime?: IsoDateTime | null;
  lateDateTime?: IsoDateTime | null;
  ianaTimeZone: IanaTimeZone;
}

/** A requirement the carrier confirms before booking (spec 000 §3, §5). */
export interface TripRequirement {
  value: string;
  description: string;
  isRequiredForBooking: boolean;
  isCompleted: boolean;
}

/** One row of the shipment search box (spec 000 §3). */
export interface ShipmentSearchResult {
  shipmentNumber: string;
  shipmentStatus: ShipmentStatus;
  shipmentStatusDescription: string;
  originCityStateZip: string;
  destinationCityStateZip: string;
}

/** Latest activity of a shipment (GET shipments/{id}/latest_activity; fields beyond timeStamp ours). */
export interface ShipmentActivity {
  /** Converted to a date by the client (spec 000 §7). */
  timeStamp: IsoDateTime;
  description: string;
  city?: string;
  state?: string;
  latitude?: number;
  longitude?: number;
}

/** A trip groups the shipments one driver runs back to back (/all-shipments/trip/{tripId}). */
export interface Trip {
  id: EntityId;
  shipmentNumbers: string[];
  driverId?: EntityId | null;
}

/** A driver assigned to a shipment (GET shipments/{id}/drivers; fields not shown). */
export interface ShipmentDriver {
  id: EntityId;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  emailAddress?: string;
}

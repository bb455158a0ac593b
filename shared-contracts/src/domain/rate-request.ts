import type { CityState, EntityId, IsoDateTime } from './common';
import type { CarrierResponseType } from './tender-response-status';
import type { RateRequestStatus } from './rate-request-status';
import type { CarrierRate } from './shipment';
import type { ShipmentStatus } from './shipment-status';

/**
 * A rate request: a broker asks this carrier to quote a load (spec 000 §2 /rates). Fields not shown
 * beyond status; these are what the list and the rate-request drawer need. While `status` is Sent
 * the carrier may set rate type and charge method ('Send Offer'); afterwards both are locked.
 */
export interface RateRequest {
  id: EntityId;
  shipmentId: EntityId;
  shipmentNumber: string;
  carrierId: EntityId;
  status: RateRequestStatus;
  shipmentStatus: ShipmentStatus;
  origin: CityState;
  destination: CityState;
  pickupDateTime?: IsoDateTime | null;
  deliveryDateTime?: IsoDateTime | null;
  /** The carrier's last answer, when it has quoted. */
  carrierRate?: CarrierRate | null;
  requestedDateTime: IsoDateTime;
}

/** The carrier's quote on a rate request (spec 000 §3, §7). */
export interface RateRequestResponse {
  carrierId: EntityId;
  carrierRate: CarrierRate;
  respondingContactId: EntityId;
  shipmentId: EntityId;
  response: typeof CarrierResponseType.Offer;
}

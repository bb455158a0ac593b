import type { CityState, EntityId, IsoDateTime } from './common';
import type { CarrierRate, Shipment } from './shipment';
import type { ShipmentStatus } from './shipment-status';
import type { TenderOfferStatus, TenderResponseStatus } from './tender-response-status';

/**
 * A tender: a shipper offers a load to this carrier at a rate (spec 000 §2, §4). Fields are not
 * listed by the spec beyond status; these are what the tender list and preview show.
 */
export interface Tender {
  id: EntityId;
  shipmentId: EntityId;
  shipmentNumber: string;
  carrierId: EntityId;
  status: TenderResponseStatus;
  shipmentStatus: ShipmentStatus;
  /** The tendered rate. */
  rate: CarrierRate;
  origin: CityState;
  destination: CityState;
  pickupDateTime?: IsoDateTime | null;
  deliveryDateTime?: IsoDateTime | null;
  /** The tender lapses at this instant if not answered. */
  expirationDateTime?: IsoDateTime | null;
  sentDateTime: IsoDateTime;
  /** The full load, when the detail endpoint embeds it. */
  shipment?: Shipment;
}

/**
 * The answer to a tender (PUT tenders/{id}/offers, spec 000 §7). The spec gives status (Accepted or
 * Rejected); the rest is ours: an optional counter rate and a reason for a rejection.
 */
export interface TenderOffer {
  status: TenderOfferStatus;
  carrierRate?: CarrierRate;
  rejectionReason?: string;
}

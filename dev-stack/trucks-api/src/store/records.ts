// What the in-memory store keeps. Each record is the catalogue's wire shape plus the few facts the
// server needs to answer filters and scoping (owner company, dates), so a read is a projection,
// never a recomputation.
import type {
  Carrier,
  CarrierPaymentConfiguration,
  LiveEquipment,
  PowerUnit,
  Trailer,
  TrackingDevice,
} from './wire-types';
import type {
  DocumentSummary,
  LatestActivity,
  Shipment,
  ShipmentDriver,
  ShipmentEquipment,
  TrackingProblem,
  TripRequirement,
} from './wire-types';
import type { RateRequest, SavedLane, Tender } from './wire-types';
import type { Case, CaseComment, CaseHistoryEntry, Note } from './wire-types';
import type { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import type { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { NotifiedUser } from '@trucks/shared-contracts/domain/note';

type CompanyKind = 'carrier' | 'factoring' | 'broker' | 'shipper';

export interface CompanyRecord {
  id: string;
  name: string;
  companyNumber: string;
  kind: CompanyKind;
  city: string;
  state: string;
  postalCode: string;
}

export interface ShipmentRecord extends Shipment {
  /** The shipper whose freight it is. */
  customerId: string;
  /** Pickup instant, for date filters and ordering. */
  pickupAt: string;
  deliveryAt: string;
  tripId: string | null;
  proNumber: string | null;
  drivers: ShipmentDriver[];
  equipment: ShipmentEquipment;
  requirements: TripRequirement[];
  activity: LatestActivity[];
  trackingProblems: TrackingProblem[];
  orderNumbers: string[];
  maxBuy: number;
  /** Bumped by every write, so a booking with a stale hash fails. */
  version: number;
}

export interface TenderRecord extends Tender {
  shipmentHash?: string;
}

export type RateRequestRecord = RateRequest;

export interface CarrierRecord extends Carrier {
  paymentConfiguration: CarrierPaymentConfiguration;
  unsettledInvoiceNotificationSchedule: 'Never' | 'Daily' | 'Weekly' | 'Monthly';
}

export interface EquipmentRecord {
  carrierId: string;
  trailers: Trailer[];
  powerUnits: PowerUnit[];
  liveEquipment: LiveEquipment[];
  trackingDevices: TrackingDevice[];
}

export interface SavedLaneRecord extends SavedLane {
  ownerUserId: string;
}

export interface CaseRecord extends Case {
  /** The carrier the case is about: cases are scoped to the user's company. */
  carrierId: string;
  customerId: string;
  comments: CaseComment[];
  history: CaseHistoryEntry[];
}

export interface NoteRecord extends Note {
  entityType: EntityType;
  entityDescription: string;
  entityLink: string;
  /** The company whose user wrote it; internal notes belong to no company. */
  companyId: string | null;
  authorUserId: string | null;
  /** Who a note mentioned and so was told about it (records area). */
  notifiedUsers?: NotifiedUser[];
}

/** A stored file: seeded ones are rendered on first read, uploaded ones keep their bytes. */
export interface DocumentRecord extends DocumentSummary {
  fileType: DocumentFileType;
  entityType: EntityType;
  entityId: string;
  entityDescription: string;
  /** The company that may delete it (uploader's company; seeded: the shipment's carrier). */
  ownerCompanyId: string | null;
  required: boolean;
  contentType: string;
  bytes: Uint8Array | null;
  /** What the generated file shows, when it is made on first read. */
  render:
    { kind: 'pdf'; title: string; lines: string[]; pages?: number } | { kind: 'png'; seed: number } | null;
}

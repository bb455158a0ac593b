// The wire shapes the server answers, read off the catalogue calls (not the files that declare
// them): where a type lives in shared-contracts may change, what a call answers is the contract.
import type { API } from '@trucks/shared-contracts/api/catalogue';
import type { BodyOf, ResponseOf } from '@trucks/shared-contracts/api/define-call';

type Row<T> = T extends readonly (infer R)[]
  ? R
  : T extends { data: readonly (infer R)[] }
    ? R
    : T extends { items: readonly (infer R)[] }
      ? R
      : never;

export type Shipment = ResponseOf<typeof API.shipments.get>;
export type ShipmentStop = Row<ResponseOf<typeof API.shipments.stops>>;
export type MatchingShipment = Row<ResponseOf<typeof API.shipments.laneMatches>>;
export type ShipmentSearchResult = Row<ResponseOf<typeof API.shipments.search>>;
export type TripRequirement = Row<ResponseOf<typeof API.shipments.requirements>>;
export type LatestActivity = NonNullable<ResponseOf<typeof API.shipments.latestActivity>>;
export type ShipmentDriver = Row<ResponseOf<typeof API.shipments.drivers>>;
export type ShipmentEquipment = ResponseOf<typeof API.shipments.equipment>;
export type TrackingProblem = Row<ResponseOf<typeof API.shipments.trackingProblems>>;
export type DocumentSummary = Row<ResponseOf<typeof API.shipments.documents>>;

export type Carrier = ResponseOf<typeof API.carriers.get>;
export type CarrierPaymentConfiguration = ResponseOf<typeof API.carriers.paymentConfigurations>;
export type CarrierScoreCard = ResponseOf<typeof API.carriers.scorecard>;
export type LiveEquipment = Row<ResponseOf<typeof API.carriers.liveEquipment>>;
export type Trailer = Row<ResponseOf<typeof API.carriers.searchTrailers>>;
export type PowerUnit = Row<ResponseOf<typeof API.carriers.searchPowerUnits>>;
export type TrackingDevice = Row<ResponseOf<typeof API.carriers.trackingDevices>>;

export type Tender = ResponseOf<typeof API.loadboard.tender>;
export type RateRequest = ResponseOf<typeof API.loadboard.rateRequest>;
export type SavedLane = Row<ResponseOf<typeof API.loadboard.savedLanes>>;
export type SavedLaneInput = BodyOf<typeof API.loadboard.saveLane>;
export type BookingResult = ResponseOf<typeof API.loadboard.bookShipment>;

export type Case = ResponseOf<typeof API.casesNotesDocuments.get>;
export type CaseComment = Row<ResponseOf<typeof API.casesNotesDocuments.notes>>;
export type CaseHistoryEntry = Row<ResponseOf<typeof API.casesNotesDocuments.history>>;
export type Note = Row<ResponseOf<typeof API.casesNotesDocuments.entityNotes>>;
export type EntityDocument = Row<ResponseOf<typeof API.financials.invoiceDocuments>>;

export type ThirdPartyInvoiceListItem = Row<ResponseOf<typeof API.financials.thirdPartyInvoices>>;
export type InvoiceDetail = ResponseOf<typeof API.financials.invoice>;
export type InvoiceCharge = InvoiceDetail['charges'][number];
export type ApInvoice = Row<ResponseOf<typeof API.financials.apInvoices>>;
export type PaymentSummary = Row<ResponseOf<typeof API.financials.paymentSummaries>>;
export type PaymentDetail = Row<ResponseOf<typeof API.financials.paymentDetails>>;
export type AuditHistoryEntry = Row<ResponseOf<typeof API.financials.auditHistory>>;

export type Contact = ResponseOf<typeof API.contacts.get>;
export type LoggedInUser = ResponseOf<typeof API.account.currentUser>;
export type LoginResponse = ResponseOf<typeof API.account.login>;

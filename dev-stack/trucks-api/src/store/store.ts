// The in-memory state of the trucks API: seeded at start, changed by writes, read by every handler.
import type { Contact, LoggedInUser } from './wire-types';
import type { ShipperState } from '../seed/shipper-records';
import type {
  ApInvoice,
  InvoiceDetail,
  PaymentDetail,
  PaymentSummary,
  ThirdPartyInvoiceListItem,
  AuditHistoryEntry,
} from './wire-types';
import type {
  CarrierRecord,
  CaseRecord,
  CompanyRecord,
  DocumentRecord,
  EquipmentRecord,
  NoteRecord,
  RateRequestRecord,
  SavedLaneRecord,
  ShipmentRecord,
  TenderRecord,
} from './records';

export interface UserRecord extends LoggedInUser {
  password: string;
  persona: string | null;
}

export interface ThirdPartyInvoiceRecord extends ThirdPartyInvoiceListItem {
  detail: InvoiceDetail;
  /** The carrier billed through the third-party payer: invoices are scoped to it. */
  carrierId: string;
  shipmentId: string;
  loadDate: string;
  isAuditable: boolean;
  actionRequired: boolean;
}

export interface ApInvoiceRecord extends ApInvoice {
  carrierId: string;
  checkNumber: string | null;
}

export interface PaymentRecord extends PaymentSummary {
  carrierId: string;
  details: PaymentDetail[];
}

export interface ContactRecord extends Contact {
  deleted: boolean;
}

export interface TrucksStore {
  referenceDay: Date;
  companies: Map<string, CompanyRecord>;
  carriers: Map<string, CarrierRecord>;
  users: Map<string, UserRecord>;
  contacts: Map<string, ContactRecord>;
  shipments: Map<string, ShipmentRecord>;
  shipmentIdByNumber: Map<string, string>;
  tenders: Map<string, TenderRecord>;
  rateRequests: Map<string, RateRequestRecord>;
  equipment: Map<string, EquipmentRecord>;
  savedLanes: Map<string, SavedLaneRecord>;
  thirdPartyInvoices: Map<string, ThirdPartyInvoiceRecord>;
  apInvoices: Map<string, ApInvoiceRecord>;
  payments: Map<string, PaymentRecord>;
  /** Audit entries by the id of the entity they describe. */
  auditHistory: Map<string, AuditHistoryEntry[]>;
  cases: Map<string, CaseRecord>;
  notes: Map<string, NoteRecord>;
  documents: Map<string, DocumentRecord>;
  /** Password reset tokens to the user they reset. */
  passwordResets: Map<string, string>;
  /** Driver tokens (the ?driverToken= link) to the driver they sign in. */
  driverTokens: Map<string, string>;
  /** Counters for numbers the server hands out (case numbers, invoice numbers, order numbers). */
  sequences: { caseNumber: number; orderNumber: number; locationNumber: number; shipmentNumber: number };
  /** The shipper (TMS) side: orders, locations, dock schedules, managed shipments (seed/seed-shipper). */
  shipper: ShipperState;
}

export function shipmentByIdOrNumber(store: TrucksStore, idOrNumber: string): ShipmentRecord | undefined {
  return (
    store.shipments.get(idOrNumber) ?? store.shipments.get(store.shipmentIdByNumber.get(idOrNumber) ?? '')
  );
}

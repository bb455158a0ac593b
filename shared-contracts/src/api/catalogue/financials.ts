// Invoices (third-party payer and AP), payments, audit history, static data (spec 001 §3, §7).
// Money here is checked at the boundary: amounts, fees, balances and charges must be numbers.
import { z } from 'zod/mini';
import '../../domain/zod-locale';
import {
  AccountingSummarySchema,
  ApInvoiceSchema,
  PaymentDetailSchema,
  PaymentSchema,
} from '../../domain/accounting';
import type {
  AccountingFilters,
  AccountingSummary,
  ApInvoice,
  Payment,
  PaymentFilters,
} from '../../domain/accounting';
import type { EntityType } from '../../domain/entity-type';
import {
  InvoiceDetailSchema,
  InvoiceDocumentSchema,
  InvoiceUpdateSchema,
  ThirdPartyInvoiceListItemSchema,
} from '../../domain/invoice';
import type {
  InvoiceDetail,
  InvoiceDocument,
  InvoiceUpdate,
  RequiredDocumentRequirement,
  ThirdPartyInvoiceListItem,
} from '../../domain/invoice';
import type { InvoiceStatus } from '../../domain/invoice-status';
import type { InvoiceShipment } from '../../domain/managed-shipment';
import { pagedListSchema } from '../../domain/paged-list';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import { defineCall } from '../define-call';
import type { NamedValue } from './wire-shapes';

/** Third-party invoice list query (spec 001 §7). pageSize 0 with actionRequired counts without items. */
export interface ThirdPartyInvoiceQuery extends PageQuery {
  status?: InvoiceStatus;
  query?: string;
  invoiceDateStart?: string;
  invoiceDateEnd?: string;
  loadDateStart?: string;
  loadDateEnd?: string;
  isAuditable?: boolean;
  actionRequired?: boolean;
}

/** Payment details: one payment and the invoices it settled (fields not shown, ours). */
export const PaymentDetailPageSchema = z.extend(pagedListSchema(PaymentDetailSchema), {
  payment: PaymentSchema,
});
export type PaymentDetailPage = z.infer<typeof PaymentDetailPageSchema>;

export interface AuditHistoryEntry {
  id: string;
  timeStamp: string;
  changedBy: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** The static data lists the portal reads (file types, case types, accessorials, ...). */
export const STATIC_DATA_LISTS = [
  'fileTypes',
  'caseTypes',
  'accessorials',
  'packagingUnitTypes',
  'freightClasses',
  'hazmatClasses',
  'referenceNumberTypes',
  'countries',
  'states',
] as const;
export type StaticDataList = (typeof STATIC_DATA_LISTS)[number];

export const financialCalls = {
  thirdPartyInvoices: defineCall<{
    query: ThirdPartyInvoiceQuery;
    response: PagedList<ThirdPartyInvoiceListItem>;
  }>()({
    id: 'thirdPartyInvoices.list',
    method: 'GET',
    path: 'v1/third_party_payer_invoices',
    summary: 'Third-party payer invoice list (pageSize 50; counters pageSize 1 / 0)',
    source: '001 §7',
    responseSchema: pagedListSchema(ThirdPartyInvoiceListItemSchema),
  }),
  apInvoices: defineCall<{ query: AccountingFilters; response: PagedList<ApInvoice> }>()({
    id: 'invoices.list',
    method: 'GET',
    path: 'v2/invoices',
    summary: 'AP invoice list (accounting tabs)',
    source: '001 §7',
    responseSchema: pagedListSchema(ApInvoiceSchema),
  }),
  apInvoiceSummary: defineCall<{
    query: Omit<AccountingFilters, 'status' | 'page' | 'pageSize'>;
    response: AccountingSummary;
  }>()({
    id: 'invoices.summary',
    method: 'GET',
    path: 'v2/invoices/summary',
    summary: 'AP invoice amounts and shipment counts per status (and the accounting badge)',
    source: '001 §7',
    pathChosen: true,
    responseSchema: AccountingSummarySchema,
  }),
  invoice: defineCall<{ response: InvoiceDetail }>()({
    id: 'invoices.get',
    method: 'GET',
    path: 'v2/invoices/{id}',
    summary: "Invoice get ('Invoice number is not valid' when absent)",
    source: '001 §7',
    responseSchema: InvoiceDetailSchema,
  }),
  updateInvoice: defineCall<{ body: InvoiceUpdate; response: InvoiceDetail }>()({
    id: 'invoices.update',
    method: 'PATCH',
    path: 'v2/invoices/{invoiceId}',
    summary: "Invoice update (externalInvoiceAmount, externalInvoiceNumber); 'Invoice updated successfully'",
    source: '001 §7',
    responseSchema: InvoiceDetailSchema,
    requestSchema: InvoiceUpdateSchema,
  }),
  invoiceDocuments: defineCall<{ response: InvoiceDocument[] }>()({
    id: 'invoices.documents',
    method: 'GET',
    path: 'v2/invoices/{id}/documents',
    summary: "Invoice documents ('No documents found for invoice')",
    source: '001 §7',
    responseSchema: z.array(InvoiceDocumentSchema),
  }),
  invoiceRequiredDocuments: defineCall<{ response: RequiredDocumentRequirement[] }>()({
    id: 'invoices.requiredDocuments',
    method: 'GET',
    path: 'v2/invoices/{id}/required-docs',
    summary: 'Invoice required documents',
    source: '001 §7',
  }),
  invoiceShipment: defineCall<{ response: InvoiceShipment }>()({
    id: 'invoices.shipmentById',
    method: 'GET',
    path: 'v1/shipment_summaries/{id}',
    summary: "Shipment details by id for the invoice preview ('Shipment ID is not valid')",
    source: '001 §7',
    pathChosen: true,
  }),
  paymentSummaries: defineCall<{ query: PaymentFilters; response: PagedList<Payment> }>()({
    id: 'payments.summaries',
    method: 'GET',
    path: 'v1/payments',
    summary: 'Payment summaries (Payment Remittance; pageSize 20, last 3 months by default)',
    source: '001 §7',
    pathChosen: true,
    responseSchema: pagedListSchema(PaymentSchema),
  }),
  paymentDetails: defineCall<{ query: PageQuery; response: PaymentDetailPage }>()({
    id: 'payments.details',
    method: 'GET',
    path: 'v1/payments/{checkNumber}',
    summary: 'Payment details: the invoices one payment settled (pageSize 20)',
    source: '001 §7',
    pathChosen: true,
    responseSchema: PaymentDetailPageSchema,
  }),
  auditHistory: defineCall<{
    query: { entityType: EntityType; entityId: string } & PageQuery;
    response: PagedList<AuditHistoryEntry>;
  }>()({
    id: 'auditHistory.list',
    method: 'GET',
    path: 'v1/audit_history',
    summary: 'Audit history of an entity',
    source: '001 §7',
    pathChosen: true,
  }),
  staticData: defineCall<{ response: NamedValue[] }>()({
    id: 'staticData.list',
    method: 'GET',
    path: 'v1/static_data/{listName}',
    summary: 'A static data list (listName: one of STATIC_DATA_LISTS)',
    source: '001 §7',
    pathChosen: true,
  }),
};

// Third-party payer invoices, AP invoices (accounting), payments, audit history and static data
// (spec 001 §3, §4, §5, §7, §9). Money is the carrier's: every list is scoped to the carrier billed
// (or the factoring company paid instead).
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { z } from 'zod';
import { STATIC_DATA_LISTS } from '@trucks/shared-contracts/api/catalogue/financials';
import type { StaticDataList } from '@trucks/shared-contracts/api/catalogue/financials';
import {
  DocumentFileType,
  DOCUMENT_FILE_TYPE_LABEL,
} from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import {
  AccountingInvoiceStatus,
  ACCOUNTING_INVOICE_STATUS_LABEL,
  InvoiceStatus,
} from '@trucks/shared-contracts/domain/invoice-status';
import { StopType } from '@trucks/shared-contracts/domain/stop-status';
import { SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import { LIST_TIMING, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { AccountingSummary } from '@trucks/shared-contracts/domain/accounting';
import { INVOICE_NUMBER_OR_AMOUNT_MESSAGE } from '@trucks/shared-contracts/domain/invoice';
import type { RequiredDocumentRequirement } from '@trucks/shared-contracts/domain/invoice';
import { ApiProblem, fieldProblem, modelStateProblem, notFoundProblem, zodProblem } from '../http/problem';
import { pageOf, paging, param, signedInUser, text } from './context-helpers';
import { entityDocument } from './document-files';
import {
  documentsOfInvoice,
  isShipmentDelivered,
  missingRequiredTypes,
  refreshThirdPartyInvoice,
} from './invoice-paperwork';
import {
  canSeeApInvoice,
  canSeePayment,
  canSeeShipment,
  canSeeThirdPartyInvoice,
  displayName,
  entityAccess,
  isBillToOfInvoice,
  requireBillingAccess,
} from './records-scope';
import { STATIC_DATA } from '../seed/seed-static-data';
import type { CallContext, HandlerTable } from './handler-types';
import type {
  ApInvoice,
  InvoiceDetail,
  PaymentSummary,
  ThirdPartyInvoiceListItem,
} from '../store/wire-types';
import { shipmentByIdOrNumber } from '../store/store';
import type { ApInvoiceRecord, ThirdPartyInvoiceRecord, TrucksStore, UserRecord } from '../store/store';

const queryBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Not a date.' });

/** Reads the named query values and checks them with one schema: a bad value is a 400, not an empty list. */
function queryOf<S extends z.ZodObject>(schema: S, context: CallContext): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = text(context.query, key);
    if (value !== undefined) raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw zodProblem(parsed.error);
  return parsed.data;
}

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/** Inclusive range; a bare date as the end means the whole of that day. */
function inRange(
  iso: string | null | undefined,
  start: string | undefined,
  end: string | undefined,
): boolean {
  if (start === undefined && end === undefined) return true;
  const t = time(iso);
  if (Number.isNaN(t)) return false;
  const endTime =
    end === undefined
      ? Number.POSITIVE_INFINITY
      : /^\d{4}-\d{2}-\d{2}$/.test(end)
        ? Date.parse(end) + 86_400_000 - 1
        : Date.parse(end);
  return (start === undefined || t >= Date.parse(start)) && t <= endTime;
}

const contains = (needle: string) => (value: string | null | undefined) =>
  (value ?? '').toLowerCase().includes(needle);

// ---------------------------------------------------------------------------------------------
// Third-party payer invoices

const ThirdPartyQuerySchema = z.object({
  status: z
    .enum(InvoiceStatus, { error: `The status is one of ${Object.values(InvoiceStatus).join(', ')}.` })
    .optional(),
  query: z.string().optional(),
  invoiceDateStart: instant.optional(),
  invoiceDateEnd: instant.optional(),
  loadDateStart: instant.optional(),
  loadDateEnd: instant.optional(),
  isAuditable: queryBoolean.optional(),
  actionRequired: queryBoolean.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});

function thirdPartyListItem(record: ThirdPartyInvoiceRecord): ThirdPartyInvoiceListItem {
  const {
    detail: _detail,
    carrierId: _carrierId,
    shipmentId: _shipmentId,
    loadDate: _loadDate,
    isAuditable: _isAuditable,
    actionRequired: _actionRequired,
    ...item
  } = record;
  return item;
}

function thirdPartyDetail(record: ThirdPartyInvoiceRecord): InvoiceDetail {
  return { ...record.detail, shipmentNumber: record.shipmentNumber };
}

const INVOICE_STATUS_OF_ACCOUNTING: Record<AccountingInvoiceStatus, string> = {
  [AccountingInvoiceStatus.Voided]: 'VOIDED',
  [AccountingInvoiceStatus.Draft]: InvoiceStatus.Draft,
  [AccountingInvoiceStatus.Received]: InvoiceStatus.Received,
  [AccountingInvoiceStatus.Settled]: InvoiceStatus.Settled,
  [AccountingInvoiceStatus.PaidInFull]: InvoiceStatus.PaidInFull,
};

/** An AP invoice shown in the invoice preview: its line haul is its one charge. */
function apDetail(record: ApInvoiceRecord): InvoiceDetail {
  return {
    id: record.id,
    invoiceNumber: record.invoiceNumber ?? '',
    shipmentId: record.shipmentId,
    shipmentNumber: record.shipmentNumber,
    externalInvoiceNumber: null,
    externalInvoiceAmount: null,
    status: {
      status: INVOICE_STATUS_OF_ACCOUNTING[record.status],
      description: ACCOUNTING_INVOICE_STATUS_LABEL[record.status],
    },
    thirdPartPayerBillingSettingsId: null,
    balance: Math.round((record.amount - record.paidAmount - record.fees) * 100) / 100,
    total: record.amount,
    factoringCompany: null,
    charges: [{ description: 'Line haul', chargeTypeName: 'Line Haul', rate: record.amount, units: 1 }],
  };
}

type FoundInvoice =
  { kind: 'thirdParty'; record: ThirdPartyInvoiceRecord } | { kind: 'ap'; record: ApInvoiceRecord };

/** An invoice by id or number that the user may see; otherwise 'Invoice number is not valid' (spec 001 §8). */
function invoiceParam(context: CallContext, name: string): FoundInvoice {
  const user = signedInUser(context);
  const key = param(context, name);
  const { store } = context;
  const thirdParty =
    store.thirdPartyInvoices.get(key) ??
    [...store.thirdPartyInvoices.values()].find((i) => i.invoiceNumber === key);
  if (thirdParty && (canSeeThirdPartyInvoice(user, thirdParty) || isBillToOfInvoice(store, user, thirdParty)))
    return { kind: 'thirdParty', record: thirdParty };
  const ap = store.apInvoices.get(key) ?? [...store.apInvoices.values()].find((i) => i.invoiceNumber === key);
  if (ap && canSeeApInvoice(store, user, ap)) return { kind: 'ap', record: ap };
  throw new ApiProblem({ title: 'Not Found', status: 404, detail: 'Invoice number is not valid' });
}

/**
 * The invoice form's save rules (spec 001 §4, §5), enforced by the server too: nothing once the
 * invoice is RECEIVED (or any later status), nothing before the shipment is delivered, and at least
 * one of number and amount (that one in the call's request schema, InvoiceUpdateSchema).
 */
export const INVOICE_LOCKED_MESSAGE = 'The invoice can no longer be changed once it is received.';
export const INVOICE_UNDELIVERED_MESSAGE =
  'The invoice can be submitted only once the shipment is delivered.';
/** Neither number nor amount: refused by the call's request schema, before this handler runs. */
export const INVOICE_EMPTY_MESSAGE = INVOICE_NUMBER_OR_AMOUNT_MESSAGE;

function recordAudit(
  store: TrucksStore,
  entityId: string,
  user: UserRecord,
  now: Date,
  field: string,
  oldValue: string | null,
  newValue: string | null,
): void {
  if (oldValue === newValue) return;
  const entries = store.auditHistory.get(entityId) ?? [];
  entries.push({
    id: randomUUID(),
    timeStamp: now.toISOString(),
    changedBy: displayName(user),
    field,
    oldValue,
    newValue,
  });
  store.auditHistory.set(entityId, entries);
}

function requirementsOf(store: TrucksStore, found: FoundInvoice): RequiredDocumentRequirement[] {
  const shipment = store.shipments.get(found.record.shipmentId);
  const dropoff = shipment
    ? [...shipment.stops].reverse().find((s) => s.stopType === StopType.Dropoff)
    : undefined;
  const orderId = shipment?.orderNumbers[0] ?? null;
  const proofOfDelivery = (invoiceId: string): RequiredDocumentRequirement => ({
    fileType: DocumentFileType.ProofOfDelivery,
    description: DOCUMENT_FILE_TYPE_LABEL[DocumentFileType.ProofOfDelivery],
    entityType: EntityType.OrderStop,
    orderStopId: dropoff?.id ?? null,
    orderId,
    shipmentId: found.record.shipmentId,
    invoiceId,
  });
  if (found.kind === 'ap') {
    return found.record.missingDocuments.includes(DOCUMENT_FILE_TYPE_LABEL[DocumentFileType.ProofOfDelivery])
      ? [proofOfDelivery(found.record.id)]
      : [];
  }
  return missingRequiredTypes(store, found.record).map((fileType) =>
    fileType === DocumentFileType.ProofOfDelivery
      ? proofOfDelivery(found.record.invoiceId)
      : {
          fileType,
          description: DOCUMENT_FILE_TYPE_LABEL[fileType],
          entityType: EntityType.ThirdParty,
          orderStopId: null,
          orderId,
          shipmentId: found.record.shipmentId,
          invoiceId: found.record.invoiceId,
        },
  );
}

// ---------------------------------------------------------------------------------------------
// AP invoices (accounting)

const AccountingQuerySchema = z.object({
  status: z
    .enum(ApInvoiceStatusFilter, {
      error: `The status is one of ${Object.values(ApInvoiceStatusFilter).join(', ')}.`,
    })
    .optional(),
  searchTerm: z.string().optional(),
  invoiceDateStart: instant.optional(),
  invoiceDateEnd: instant.optional(),
  shipmentDateStart: instant.optional(),
  shipmentDateEnd: instant.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});
type AccountingQuery = z.infer<typeof AccountingQuerySchema>;

/**
 * The accounting tab an AP invoice falls in (spec 001 §2, §4; the mapping is ours): Action Required
 * (UnInvoiced) = draft, Pending = received, In Progress (Invoiced) = settled, Paid = paid in full
 * within the last 60 days (spec 001 §9). Voided invoices are only under All.
 */
function accountingTabOf(record: ApInvoiceRecord, now: Date): ApInvoiceStatusFilter | undefined {
  switch (record.status) {
    case AccountingInvoiceStatus.Draft:
      return ApInvoiceStatusFilter.UnInvoiced;
    case AccountingInvoiceStatus.Received:
      return ApInvoiceStatusFilter.Pending;
    case AccountingInvoiceStatus.Settled:
      return ApInvoiceStatusFilter.Invoiced;
    case AccountingInvoiceStatus.PaidInFull: {
      const paidAt = time(record.paidDate ?? record.expectedPayDate);
      return !Number.isNaN(paidAt) &&
        paidAt >= dayjs(now).subtract(LIST_TIMING.paidWindowDays, 'day').valueOf()
        ? ApInvoiceStatusFilter.Paid
        : undefined;
    }
    default:
      return undefined;
  }
}

function apInvoicesOf(
  context: CallContext,
  filters: Omit<AccountingQuery, 'status' | 'page' | 'pageSize'>,
): ApInvoiceRecord[] {
  const user = signedInUser(context);
  const search = filters.searchTerm?.trim().toLowerCase();
  return [...context.store.apInvoices.values()].filter(
    (ap) =>
      canSeeApInvoice(context.store, user, ap) &&
      inRange(ap.invoiceDate, filters.invoiceDateStart, filters.invoiceDateEnd) &&
      inRange(ap.shipmentDate, filters.shipmentDateStart, filters.shipmentDateEnd) &&
      (!search ||
        [
          ap.invoiceNumber,
          ap.shipmentNumber,
          ap.checkNumber,
          ap.originCityState,
          ap.destinationCityState,
        ].some(contains(search))),
  );
}

function apInvoiceView(record: ApInvoiceRecord): ApInvoice {
  const { carrierId: _carrierId, ...view } = record;
  return view;
}

// ---------------------------------------------------------------------------------------------
// Payments

const PaymentQuerySchema = z.object({
  paymentStartDate: instant.optional(),
  paymentEndDate: instant.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});

function paymentView(record: { carrierId: string; details: unknown } & PaymentSummary): PaymentSummary {
  const { carrierId: _carrierId, details: _details, ...view } = record;
  return view;
}

const AuditQuerySchema = z.object({
  entityType: z.coerce
    .number({ error: 'The record type is required.' })
    .pipe(z.enum(EntityType, { error: 'Unknown record type.' })),
  entityId: z.string({ error: 'The record is required.' }).min(1, 'The record is required.'),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});

export const financialHandlers = {
  'thirdPartyInvoices.list': (context) => {
    const user = signedInUser(context);
    requireBillingAccess(user);
    const filters = queryOf(ThirdPartyQuerySchema, context);
    const search = filters.query?.trim().toLowerCase();
    const rows = [...context.store.thirdPartyInvoices.values()]
      .filter(
        (invoice) =>
          canSeeThirdPartyInvoice(user, invoice) &&
          (!filters.status || invoice.status.status === filters.status) &&
          (!search ||
            [
              invoice.invoiceNumber,
              invoice.shipmentNumber,
              invoice.customerName,
              invoice.detail.externalInvoiceNumber,
            ].some(contains(search))) &&
          inRange(invoice.createDateTimeStamp, filters.invoiceDateStart, filters.invoiceDateEnd) &&
          inRange(invoice.loadDate, filters.loadDateStart, filters.loadDateEnd) &&
          (filters.isAuditable === undefined || invoice.isAuditable === filters.isAuditable) &&
          (filters.actionRequired === undefined || invoice.actionRequired === filters.actionRequired),
      )
      .sort(
        (a, b) =>
          time(b.createDateTimeStamp) - time(a.createDateTimeStamp) ||
          b.invoiceNumber.localeCompare(a.invoiceNumber),
      );
    // pageSize 0 counts without rows (the action-required badge, spec 001 §7).
    const page = pageOf(rows, {
      page: filters.page ?? 1,
      pageSize: filters.pageSize ?? PAGE_SIZE.thirdPartyInvoices,
    });
    return { ...page, data: page.data.map(thirdPartyListItem) };
  },
  'invoices.list': (context) => {
    const filters = queryOf(AccountingQuerySchema, context);
    const now = context.services.now();
    const status = filters.status ?? ApInvoiceStatusFilter.All;
    const rows = apInvoicesOf(context, filters)
      .filter((ap) => status === ApInvoiceStatusFilter.All || accountingTabOf(ap, now) === status)
      .sort(
        (a, b) =>
          time(b.shipmentDate) - time(a.shipmentDate) || a.shipmentNumber.localeCompare(b.shipmentNumber),
      );
    const page = pageOf(rows, {
      page: filters.page ?? 1,
      pageSize: filters.pageSize ?? PAGE_SIZE.accounting,
    });
    return { ...page, data: page.data.map(apInvoiceView) };
  },
  'invoices.summary': (context): AccountingSummary => {
    const filters = queryOf(
      AccountingQuerySchema.omit({ status: true, page: true, pageSize: true }),
      context,
    );
    const now = context.services.now();
    const rows = apInvoicesOf(context, filters);
    return {
      statuses: Object.values(ApInvoiceStatusFilter).map((status) => {
        const inTab = rows.filter(
          (ap) => status === ApInvoiceStatusFilter.All || accountingTabOf(ap, now) === status,
        );
        return {
          status,
          amount: Math.round(inTab.reduce((sum, ap) => sum + ap.amount, 0) * 100) / 100,
          shipmentCount: new Set(inTab.map((ap) => ap.shipmentId)).size,
        };
      }),
    };
  },
  'invoices.get': (context) => {
    const found = invoiceParam(context, 'id');
    return found.kind === 'thirdParty' ? thirdPartyDetail(found.record) : apDetail(found.record);
  },
  'invoices.update': (context) => {
    const user = signedInUser(context);
    const found = invoiceParam(context, 'invoiceId');
    if (found.kind !== 'thirdParty')
      throw fieldProblem(
        'invoiceId',
        "Only third-party payer invoices take the carrier's invoice number and amount.",
      );
    const invoice = found.record;
    if (!isBillToOfInvoice(context.store, user, invoice)) requireBillingAccess(user);
    const update = context.body;
    const number =
      update.externalInvoiceNumber === undefined
        ? (invoice.detail.externalInvoiceNumber ?? null)
        : update.externalInvoiceNumber || null;
    const amount =
      update.externalInvoiceAmount === undefined
        ? (invoice.detail.externalInvoiceAmount ?? null)
        : update.externalInvoiceAmount;
    if (invoice.status.status !== InvoiceStatus.Draft)
      throw modelStateProblem({ status: [INVOICE_LOCKED_MESSAGE] });
    if (!isShipmentDelivered(context.store, invoice.shipmentId))
      throw modelStateProblem({ shipment: [INVOICE_UNDELIVERED_MESSAGE] });

    const now = context.services.now();
    recordAudit(
      context.store,
      invoice.invoiceId,
      user,
      now,
      'externalInvoiceNumber',
      invoice.detail.externalInvoiceNumber ?? null,
      number,
    );
    recordAudit(
      context.store,
      invoice.invoiceId,
      user,
      now,
      'externalInvoiceAmount',
      invoice.detail.externalInvoiceAmount?.toFixed(2) ?? null,
      amount?.toFixed(2) ?? null,
    );
    invoice.detail.externalInvoiceNumber = number;
    invoice.detail.externalInvoiceAmount = amount;
    refreshThirdPartyInvoice(context.store, invoice);
    return thirdPartyDetail(invoice);
  },
  'invoices.documents': (context) => {
    const found = invoiceParam(context, 'id');
    const entity =
      found.kind === 'thirdParty'
        ? { type: EntityType.ThirdParty, id: found.record.invoiceId }
        : { type: EntityType.ApInvoice, id: found.record.id };
    const documents =
      found.kind === 'thirdParty'
        ? documentsOfInvoice(context.store, entity.id)
        : [...context.store.documents.values()].filter(
            (d) => d.entityType === entity.type && d.entityId === entity.id,
          );
    return documents
      .sort((a, b) => a.fileType - b.fileType || a.name.localeCompare(b.name))
      .map(entityDocument);
  },
  'invoices.requiredDocuments': (context) => requirementsOf(context.store, invoiceParam(context, 'id')),
  'invoices.shipmentById': (context) => {
    const user = signedInUser(context);
    const key = param(context, 'id');
    const shipment = shipmentByIdOrNumber(context.store, key);
    const billed =
      shipment &&
      [...context.store.thirdPartyInvoices.values()].some(
        (i) => i.shipmentId === shipment.id && canSeeThirdPartyInvoice(user, i),
      );
    if (!shipment || !(canSeeShipment(user, shipment) || billed))
      throw new ApiProblem({ title: 'Not Found', status: 404, detail: 'Shipment ID is not valid' });
    const first = shipment.stops[0];
    const last = shipment.stops[shipment.stops.length - 1];
    return {
      id: shipment.id,
      shipmentNumber: shipment.shipmentNumber,
      origin: { city: first?.city ?? '', state: first?.state ?? '' },
      destination: { city: last?.city ?? '', state: last?.state ?? '' },
      status: { status: shipment.status, description: SHIPMENT_STATUS_LABEL[shipment.status] },
    };
  },
  'payments.summaries': (context) => {
    const user = signedInUser(context);
    requireBillingAccess(user);
    const filters = queryOf(PaymentQuerySchema, context);
    // Spec 001 §9: the last 3 months unless the user picks dates.
    const now = dayjs(context.services.now());
    const start =
      filters.paymentStartDate ?? now.subtract(LIST_TIMING.paymentsWindowMonths, 'month').toISOString();
    const end = filters.paymentEndDate ?? now.toISOString();
    const rows = [...context.store.payments.values()]
      .filter((p) => canSeePayment(context.store, user, p) && inRange(p.paymentDate, start, end))
      .sort(
        (a, b) => time(b.paymentDate) - time(a.paymentDate) || b.checkNumber.localeCompare(a.checkNumber),
      );
    const page = pageOf(rows, { page: filters.page ?? 1, pageSize: filters.pageSize ?? PAGE_SIZE.payments });
    return { ...page, data: page.data.map(paymentView) };
  },
  'payments.details': (context) => {
    const user = signedInUser(context);
    requireBillingAccess(user);
    const checkNumber = param(context, 'checkNumber');
    const payment = context.store.payments.get(checkNumber);
    if (!payment || !canSeePayment(context.store, user, payment))
      throw notFoundProblem(`Payment ${checkNumber}`);
    return {
      ...pageOf(payment.details, paging(context.query, PAGE_SIZE.paymentDetails)),
      payment: paymentView(payment),
    };
  },
  'auditHistory.list': (context) => {
    const user = signedInUser(context);
    const query = queryOf(AuditQuerySchema, context);
    const access = entityAccess(context.store, user, query.entityType, query.entityId);
    if (access === 'hidden') throw notFoundProblem(`Record ${query.entityId}`);
    // A record kind this server does not keep has no history it could vouch for.
    const entries = access === 'visible' ? [...(context.store.auditHistory.get(query.entityId) ?? [])] : [];
    // Shipments are keyed by id; the portal may name them by number.
    if (access === 'visible' && query.entityType === EntityType.Shipment) {
      const shipment = shipmentByIdOrNumber(context.store, query.entityId);
      if (shipment && shipment.id !== query.entityId)
        entries.push(...(context.store.auditHistory.get(shipment.id) ?? []));
    }
    entries.sort((a, b) => time(b.timeStamp) - time(a.timeStamp));
    return pageOf(entries, { page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE.default });
  },
  'staticData.list': (context) => {
    signedInUser(context);
    const listName = param(context, 'listName');
    if (!(STATIC_DATA_LISTS as readonly string[]).includes(listName))
      throw notFoundProblem(`Static data list '${listName}'`);
    return [...STATIC_DATA[listName as StaticDataList]];
  },
} satisfies Partial<HandlerTable>;

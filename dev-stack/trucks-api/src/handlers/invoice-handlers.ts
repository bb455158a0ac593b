// Third-party payer invoices (spec 001 §3, §4, §5, §7): the list, an invoice's detail (third-party or
// AP), its update by the carrier, its documents and required paperwork, and the shipment it bills.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DocumentFileType,
  DOCUMENT_FILE_TYPE_LABEL,
} from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import {
  AccountingInvoiceStatus,
  ACCOUNTING_INVOICE_STATUS_LABEL,
  InvoiceStatus,
} from '@trucks/shared-contracts/domain/invoice-status';
import { StopType } from '@trucks/shared-contracts/domain/stop-status';
import { SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { INVOICE_NUMBER_OR_AMOUNT_MESSAGE } from '@trucks/shared-contracts/domain/invoice';
import type { RequiredDocumentRequirement } from '@trucks/shared-contracts/domain/invoice';
import { ApiProblem, fieldProblem, modelStateProblem } from '../http/problem';
import { pageOf, param, signedInUser } from './context-helpers';
import { entityDocument } from './document-files';
import {
  documentsOfInvoice,
  isShipmentDelivered,
  missingRequiredTypes,
  refreshThirdPartyInvoice,
} from './invoice-paperwork';
import {
  canSeeApInvoice,
  canSeeShipment,
  canSeeThirdPartyInvoice,
  displayName,
  isBillToOfInvoice,
  requireBillingAccess,
} from './records-scope';
import type { CallContext, HandlerTable } from './handler-types';
import type { InvoiceDetail, ThirdPartyInvoiceListItem } from '../store/wire-types';
import { shipmentByIdOrNumber } from '../store/store';
import type { ApInvoiceRecord, ThirdPartyInvoiceRecord, TrucksStore, UserRecord } from '../store/store';
import { queryBoolean, instant, queryOf, time, inRange, contains } from './financial-queries';

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

export const invoiceHandlers = {
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
} satisfies Partial<HandlerTable>;

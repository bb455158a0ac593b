// Documents (spec 000 §7, 001 §3, §5, §7): the file itself, uploads (multipart uploadData, stored
// and served back), deletes (403 for another company's document), the document trigger and the
// shipment document event.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DocumentFileType,
  DOCUMENT_FILE_TYPE_LABEL,
} from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType, ENTITY_TYPE_LABEL } from '@trucks/shared-contracts/domain/entity-type';
import { AccountingInvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import { MAX_DOCUMENT_UPLOAD_BYTES } from '@trucks/shared-contracts/rules/document-upload-limits';
import {
  ApiProblem,
  fieldProblem,
  forbiddenProblem,
  modelStateProblem,
  notFoundProblem,
} from '../http/problem';
import { found, param, parseBody, signedInUser } from './context-helpers';
import {
  contentTypeOf,
  documentBytes,
  extensionOf,
  storeNewDocument,
  SUPPORTED_EXTENSIONS,
} from './document-files';
import {
  fillPlaceholder,
  isPlaceholder,
  refreshThirdPartyInvoice,
  restorePlaceholder,
} from './invoice-paperwork';
import { canSeeApInvoice, canSeeThirdPartyInvoice, displayName, entityAccess } from './records-scope';
import type { CallContext, HandlerTable, UploadedFile } from './handler-types';
import { paperworkShipment, paperworkShipments } from './shipment-paperwork';
import type { PaperworkShipment } from './shipment-paperwork';
import type { DocumentRecord } from '../store/records';
import type { TrucksStore, UserRecord } from '../store/store';

function portalDocument(doc: DocumentRecord, createdBy?: string): PortalDocument {
  return {
    id: doc.id,
    name: doc.name,
    extension: doc.extension,
    fileURL: isPlaceholder(doc) ? null : (doc.fileURL ?? `/api/v1/documents/${doc.id}`),
    fileType: doc.fileType,
    entityType: doc.entityType,
    entityId: doc.entityId,
    ...(doc.createdDateTime ? { createdDateTime: doc.createdDateTime } : {}),
    ...(createdBy ? { createdBy } : {}),
  };
}

/** A document the user may read: their company's, or one on a record they can see. */
function readableDocument(context: CallContext): DocumentRecord {
  const user = signedInUser(context);
  const id = param(context, 'id');
  const doc = context.store.documents.get(id);
  if (
    !doc ||
    (doc.ownerCompanyId !== user.companyId &&
      entityAccess(context.store, user, doc.entityType, doc.entityId) !== 'visible')
  ) {
    throw notFoundProblem(`Document ${id}`);
  }
  return doc;
}

/** Empty multipart fields mean "not given", as the client drops empty values. */
const optionalId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const UploadFieldsSchema = z.object({
  name: z.string().trim().max(255, 'The file name is too long.').optional(),
  fileType: z.coerce
    .number({ error: 'Please select a file type' })
    .pipe(z.enum(DocumentFileType, { error: 'Please select a file type' })),
  orderStopId: optionalId,
  shipmentId: optionalId,
  apInvoiceId: optionalId,
  thirdPartyInvoiceId: optionalId,
  /** uploadData as JSON carries the file as base64 (spec 001 §7); the multipart form sends a file part. */
  data: z.string().optional(),
});
type UploadFields = z.infer<typeof UploadFieldsSchema>;

/** The file of an upload: the multipart part named 'data' (or the only file), else base64 JSON. */
function uploadedFile(
  context: CallContext,
  fields: Pick<UploadFields, 'data' | 'name'>,
): UploadedFile | undefined {
  const part = context.files.find((f) => f.field === 'data') ?? context.files[0];
  if (part) return part;
  if (!fields.data) return undefined;
  const bytes = Buffer.from(fields.data.replace(/^data:[^,]*,/, ''), 'base64');
  return bytes.length ? { field: 'data', fileName: fields.name ?? '', contentType: '', bytes } : undefined;
}

/** Where an upload goes, by file type (spec 001 §5: the upload dialog's rules, enforced again here). */
type UploadTarget =
  | { kind: 'dropoff'; shipment: PaperworkShipment; stopNumber: number }
  | { kind: 'shipment'; shipment: PaperworkShipment }
  | { kind: 'thirdPartyInvoice'; invoiceId: string }
  | { kind: 'apInvoice'; invoiceId: string };

function resolveTarget(store: TrucksStore, user: UserRecord, fields: UploadFields): UploadTarget {
  const shipmentTarget = (): UploadTarget => {
    const shipment = fields.shipmentId ? paperworkShipment(store, user, fields.shipmentId) : undefined;
    if (!shipment) throw fieldProblem('shipmentId', 'No shipment found for upload');
    return { kind: 'shipment', shipment };
  };
  const invoiceTarget = (): UploadTarget => {
    if (fields.thirdPartyInvoiceId) {
      const invoice = store.thirdPartyInvoices.get(fields.thirdPartyInvoiceId);
      if (!invoice || !canSeeThirdPartyInvoice(user, invoice))
        throw fieldProblem('thirdPartyInvoiceId', 'No invoice found for upload');
      return { kind: 'thirdPartyInvoice', invoiceId: invoice.invoiceId };
    }
    if (fields.apInvoiceId) {
      const invoice = store.apInvoices.get(fields.apInvoiceId);
      if (!invoice || !canSeeApInvoice(store, user, invoice))
        throw fieldProblem('apInvoiceId', 'No invoice found for upload');
      return { kind: 'apInvoice', invoiceId: invoice.id };
    }
    throw fieldProblem('thirdPartyInvoiceId', 'No invoice found for upload');
  };
  switch (fields.fileType) {
    case DocumentFileType.ProofOfDelivery: {
      for (const shipment of fields.orderStopId ? paperworkShipments(store, user, fields.shipmentId) : []) {
        const stop = shipment.stops.find((s) => s.id === fields.orderStopId && s.isDropoff);
        if (stop) return { kind: 'dropoff', shipment, stopNumber: stop.stopNumber };
      }
      throw fieldProblem('orderStopId', 'No dropoff selected for upload');
    }
    case DocumentFileType.ShipmentMiscellaneous:
      return shipmentTarget();
    case DocumentFileType.ApInvoice:
    case DocumentFileType.ThirdParty:
      return invoiceTarget();
    default:
      // Other types hang on whatever record the upload names: an invoice first, then a shipment.
      return fields.thirdPartyInvoiceId || fields.apInvoiceId ? invoiceTarget() : shipmentTarget();
  }
}

function entityOf(
  store: TrucksStore,
  target: UploadTarget,
): Pick<DocumentRecord, 'entityType' | 'entityId' | 'entityDescription'> {
  switch (target.kind) {
    case 'dropoff':
      return {
        entityType: EntityType.Shipment,
        entityId: target.shipment.id,
        entityDescription: `Shipment ${target.shipment.shipmentNumber}, stop ${target.stopNumber}`,
      };
    case 'shipment':
      return {
        entityType: EntityType.Shipment,
        entityId: target.shipment.id,
        entityDescription: `Shipment ${target.shipment.shipmentNumber}`,
      };
    case 'thirdPartyInvoice':
      return {
        entityType: EntityType.ThirdParty,
        entityId: target.invoiceId,
        entityDescription: `Invoice ${store.thirdPartyInvoices.get(target.invoiceId)?.invoiceNumber ?? ''}`,
      };
    case 'apInvoice':
      return {
        entityType: EntityType.ApInvoice,
        entityId: target.invoiceId,
        entityDescription: `Invoice ${store.apInvoices.get(target.invoiceId)?.invoiceNumber ?? store.apInvoices.get(target.invoiceId)?.shipmentNumber ?? ''}`,
      };
  }
}

function upload(context: CallContext): PortalDocument {
  const user = signedInUser(context);
  const raw = (context.body ?? {}) as Record<string, unknown>;
  const parsed = UploadFieldsSchema.safeParse(raw);
  const file = uploadedFile(context, {
    data: typeof raw.data === 'string' ? raw.data : undefined,
    name: typeof raw.name === 'string' ? raw.name : undefined,
  });

  // The dialog's own messages, all at once, before anything is looked up.
  const errors: Record<string, string[]> = {};
  if (!file || file.bytes.length === 0) errors.data = ['Please select a file'];
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  const name = (parsed.success ? parsed.data.name : undefined) || file?.fileName || '';
  const extension = extensionOf(name) || extensionOf(file?.fileName ?? '');
  if (file && !SUPPORTED_EXTENSIONS.includes(extension))
    errors.name = ["Couldn't determine file type: upload a PDF, PNG, JPEG or TIFF file."];
  if (file && file.bytes.length > MAX_DOCUMENT_UPLOAD_BYTES) errors.data = ['The file is larger than 20 MB.'];
  if (Object.keys(errors).length || !file || !parsed.success) throw modelStateProblem(errors);

  const fields = parsed.data;
  const target = resolveTarget(context.store, user, fields);
  const now = context.services.now().toISOString();
  const fileFacts = {
    name: extensionOf(name) ? name : `${name || DOCUMENT_FILE_TYPE_LABEL[fields.fileType]}.${extension}`,
    extension,
    contentType: contentTypeOf(extension, file.contentType),
    bytes: new Uint8Array(file.bytes),
    ownerCompanyId: user.companyId,
    createdDateTime: now,
  };

  // A required document of a third-party invoice replaces its placeholder rather than adding a row.
  if (target.kind === 'thirdPartyInvoice') {
    const invoice = context.store.thirdPartyInvoices.get(target.invoiceId)!;
    const filled = fillPlaceholder(context.store, invoice, fields.fileType, fileFacts);
    if (filled) return portalDocument(filled, displayName(user));
  }
  const record = storeNewDocument(context.store, {
    fileType: fields.fileType,
    ...entityOf(context.store, target),
    ...fileFacts,
  });
  if (target.kind === 'thirdPartyInvoice')
    refreshThirdPartyInvoice(context.store, context.store.thirdPartyInvoices.get(target.invoiceId)!);
  // A proof of delivery on a dropoff also fills the POD of the shipment's third-party invoices.
  if (target.kind === 'dropoff') {
    for (const invoice of context.store.thirdPartyInvoices.values()) {
      if (invoice.shipmentId === target.shipment.id && canSeeThirdPartyInvoice(user, invoice))
        fillPlaceholder(context.store, invoice, fields.fileType, { ...fileFacts });
    }
  }
  return portalDocument(record, displayName(user));
}

const TriggerSchema = z.object({
  fileType: z.coerce
    .number({ error: 'The file type is required.' })
    .pipe(z.enum(DocumentFileType, { error: 'Unknown file type.' })),
});

const DocumentEventSchema = z.object({
  documentId: z.string({ error: 'The document is required.' }).trim().min(1, 'The document is required.'),
  fileType: z.coerce
    .number({ error: 'The file type is required.' })
    .pipe(z.enum(DocumentFileType, { error: 'Unknown file type.' })),
  action: z.enum(['Uploaded', 'Deleted'], { error: "The action is 'Uploaded' or 'Deleted'." }),
});

/** The document is on this shipment: on it, on one of its stops, or on one of its invoices. */
function isOnShipment(store: TrucksStore, doc: DocumentRecord, shipment: PaperworkShipment): boolean {
  switch (doc.entityType) {
    case EntityType.Shipment:
      return doc.entityId === shipment.id;
    case EntityType.ShipmentStop:
    case EntityType.OrderStop:
      return shipment.stops.some((s) => s.id === doc.entityId);
    case EntityType.ThirdParty:
      return store.thirdPartyInvoices.get(doc.entityId)?.shipmentId === shipment.id;
    case EntityType.ApInvoice:
      return store.apInvoices.get(doc.entityId)?.shipmentId === shipment.id;
    default:
      return false;
  }
}

const POD_MISSING = 'Proof of Delivery';

export const documentHandlers = {
  'documents.get': async (context) => {
    const doc = readableDocument(context);
    const file = await documentBytes(doc);
    if (!file)
      throw new ApiProblem({
        title: 'Not Found',
        status: 404,
        detail: `${doc.name} is a required document that has not been uploaded yet.`,
      });
    return file;
  },
  'documents.upload': (context) => upload(context),
  'documents.delete': (context) => {
    const user = signedInUser(context);
    const id = param(context, 'id');
    const doc = found(context.store.documents.get(id), `Document ${id}`);
    // Spec 001 §6: deleting another company's document is a 403 (the portal shows 'Failed to delete document').
    if (doc.ownerCompanyId !== user.companyId)
      throw forbiddenProblem('This document belongs to another company.');
    if (isPlaceholder(doc))
      throw fieldProblem('id', 'A required document that was never uploaded cannot be deleted.');
    const invoice =
      doc.entityType === EntityType.ThirdParty
        ? context.store.thirdPartyInvoices.get(doc.entityId)
        : undefined;
    if (!invoice || !restorePlaceholder(context.store, invoice, doc)) {
      context.store.documents.delete(id);
      if (invoice) refreshThirdPartyInvoice(context.store, invoice);
    }
    return { resultId: id };
  },
  'documents.trigger': (context) => {
    const user = signedInUser(context);
    const id = param(context, 'id');
    const doc = found(context.store.documents.get(id), `Document ${id}`);
    if (doc.ownerCompanyId !== user.companyId)
      throw forbiddenProblem('This document belongs to another company.');
    const { fileType } = parseBody(TriggerSchema, context);
    // The trigger files the document under the type the user picked and re-runs what depends on it.
    doc.fileType = fileType;
    const invoice =
      doc.entityType === EntityType.ThirdParty
        ? context.store.thirdPartyInvoices.get(doc.entityId)
        : undefined;
    if (invoice) refreshThirdPartyInvoice(context.store, invoice);
  },
  'documents.shipmentDocumentEvent': (context) => {
    const user = signedInUser(context);
    const key = param(context, 'id');
    const shipment = paperworkShipment(context.store, user, key);
    if (!shipment) throw notFoundProblem(`Shipment ${key}`);
    const event = parseBody(DocumentEventSchema, context);
    const doc = context.store.documents.get(event.documentId);
    if (event.action === 'Uploaded' && (!doc || !isOnShipment(context.store, doc, shipment))) {
      throw fieldProblem('documentId', 'No document of this shipment has that id.');
    }
    if (
      event.action === 'Deleted' &&
      doc &&
      isOnShipment(context.store, doc, shipment) &&
      !isPlaceholder(doc)
    ) {
      throw fieldProblem('documentId', 'That document has not been deleted.');
    }
    // The shipment service's side: the AP invoice's missing paperwork follows the proof of delivery.
    if (event.fileType === DocumentFileType.ProofOfDelivery) {
      const hasPod = [...context.store.documents.values()].some(
        (d) =>
          d.fileType === DocumentFileType.ProofOfDelivery &&
          !isPlaceholder(d) &&
          isOnShipment(context.store, d, shipment),
      );
      for (const ap of context.store.apInvoices.values()) {
        if (ap.shipmentId !== shipment.id) continue;
        const others = ap.missingDocuments.filter((m) => m !== POD_MISSING);
        ap.missingDocuments =
          hasPod || ap.status !== AccountingInvoiceStatus.Draft ? others : [...others, POD_MISSING];
      }
    }
    const entries = context.store.auditHistory.get(shipment.id) ?? [];
    entries.push({
      id: randomUUID(),
      timeStamp: context.services.now().toISOString(),
      changedBy: displayName(user),
      field: `${ENTITY_TYPE_LABEL[EntityType.Shipment]} document`,
      oldValue:
        event.action === 'Deleted' ? `${DOCUMENT_FILE_TYPE_LABEL[event.fileType]} ${event.documentId}` : null,
      newValue:
        event.action === 'Uploaded'
          ? `${DOCUMENT_FILE_TYPE_LABEL[event.fileType]} ${event.documentId}`
          : null,
    });
    context.store.auditHistory.set(shipment.id, entries);
  },
} satisfies Partial<HandlerTable>;

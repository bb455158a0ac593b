// The paperwork of a third-party payer invoice: which documents it requires, which are in, and
// whether the carrier still has something to do. Uploads, deletes and invoice saves all change it,
// so the rule lives here once.
import {
  DocumentFileType,
  DOCUMENT_FILE_TYPE_LABEL,
} from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { DocumentRecord } from '../store/records';
import type { ThirdPartyInvoiceRecord, TrucksStore } from '../store/store';

/**
 * What every third-party payer invoice requires before it is paid: a proof of delivery and the
 * carrier's invoice (the seed creates one placeholder of each; the spec does not list them).
 */
const THIRD_PARTY_REQUIRED_FILE_TYPES: readonly DocumentFileType[] = [
  DocumentFileType.ProofOfDelivery,
  DocumentFileType.ApInvoice,
];

export function documentsOfInvoice(store: TrucksStore, invoiceId: string): DocumentRecord[] {
  return [...store.documents.values()].filter(
    (d) => d.entityType === EntityType.ThirdParty && d.entityId === invoiceId,
  );
}

/** A required document is a placeholder until a file is uploaded (spec 001 §3). */
export function isPlaceholder(doc: DocumentRecord): boolean {
  return doc.required && !doc.bytes && !doc.render;
}

export function missingRequiredTypes(
  store: TrucksStore,
  invoice: ThirdPartyInvoiceRecord,
): DocumentFileType[] {
  const documents = documentsOfInvoice(store, invoice.invoiceId);
  return THIRD_PARTY_REQUIRED_FILE_TYPES.filter(
    (type) => !documents.some((d) => d.fileType === type && !isPlaceholder(d)),
  );
}

export function isShipmentDelivered(store: TrucksStore, shipmentId: string): boolean {
  const status = store.shipments.get(shipmentId)?.status;
  return status !== undefined && status >= ShipmentStatus.Delivered;
}

/**
 * Recounts the required documents and decides Action Required: a delivered shipment whose draft
 * invoice still lacks a required document or the carrier's invoice number and amount.
 */
export function refreshThirdPartyInvoice(store: TrucksStore, invoice: ThirdPartyInvoiceRecord): void {
  const missing = missingRequiredTypes(store, invoice);
  invoice.numberOfRequiredDocuments = THIRD_PARTY_REQUIRED_FILE_TYPES.length;
  invoice.numberOfUploadedRequiredDocuments = THIRD_PARTY_REQUIRED_FILE_TYPES.length - missing.length;
  const submitted =
    invoice.detail.externalInvoiceNumber != null || invoice.detail.externalInvoiceAmount != null;
  invoice.actionRequired =
    isShipmentDelivered(store, invoice.shipmentId) &&
    invoice.status.status === InvoiceStatus.Draft &&
    (missing.length > 0 || !submitted);
}

/** An uploaded file takes the place of the invoice's placeholder of that type, if it has one. */
export function fillPlaceholder(
  store: TrucksStore,
  invoice: ThirdPartyInvoiceRecord,
  fileType: DocumentFileType,
  file: Pick<
    DocumentRecord,
    'name' | 'extension' | 'contentType' | 'bytes' | 'ownerCompanyId' | 'createdDateTime'
  >,
): DocumentRecord | undefined {
  const placeholder = documentsOfInvoice(store, invoice.invoiceId).find(
    (d) => d.fileType === fileType && isPlaceholder(d),
  );
  if (!placeholder) return undefined;
  Object.assign(placeholder, { ...file, required: false, render: null });
  refreshThirdPartyInvoice(store, invoice);
  return placeholder;
}

/** A deleted required file leaves its placeholder behind: the invoice still needs one. */
export function restorePlaceholder(
  store: TrucksStore,
  invoice: ThirdPartyInvoiceRecord,
  doc: DocumentRecord,
): boolean {
  const stillCovered = documentsOfInvoice(store, invoice.invoiceId).some(
    (d) => d.id !== doc.id && d.fileType === doc.fileType && !isPlaceholder(d),
  );
  if (!THIRD_PARTY_REQUIRED_FILE_TYPES.includes(doc.fileType) || stillCovered) return false;
  Object.assign(doc, {
    required: true,
    bytes: null,
    render: null,
    name: `${DOCUMENT_FILE_TYPE_LABEL[doc.fileType]} (required)`,
  });
  refreshThirdPartyInvoice(store, invoice);
  return true;
}

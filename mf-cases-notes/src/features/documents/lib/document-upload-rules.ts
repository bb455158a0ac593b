// The upload dialog's rules (spec 001 §5, §8): a file and a file type must be chosen; a proof of
// delivery needs a dropoff, shipment miscellaneous a shipment, AP or third-party types an invoice.
// Returns the spec's message for the first rule broken, or the upload body's record fields. A file the
// API would refuse (type, size: shared-contracts' document-upload-limits) is refused here, before sending.
import type { DocumentUploadForm } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import {
  DocumentFileType,
  THIRD_PARTY_INVOICE_FILE_TYPES,
} from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { DocumentsPanelProps } from '@trucks/shared-contracts/federation/remote-modules';
import {
  documentFileProblem,
  documentUploadName,
} from '@trucks/shared-contracts/rules/document-upload-limits';

export const UPLOAD_MESSAGES = {
  noFile: 'Please select a file',
  noFileType: 'Please select a file type',
  noDropoff: 'No dropoff selected for upload',
  noShipment: 'No shipment found for upload',
  noInvoice: 'No invoice found for upload',
  uploaded: 'Document uploaded successfully',
  uploadedShipperSide: 'Document Successfully Uploaded',
  unknownError: 'An unknown error has occurred',
  deleted: 'Document deleted',
  deleteFailed: 'Failed to delete document',
} as const;

export interface UploadChoice {
  file: File | undefined;
  fileType: DocumentFileType | undefined;
  dropoffStopId: string | undefined;
}

export interface UploadRecord {
  entityType: EntityType;
  shipmentId: string | undefined;
  invoiceId: string | undefined;
}

const INVOICE_TYPES: readonly EntityType[] = [EntityType.ThirdParty, EntityType.ApInvoice];

/** Whether the documents are an invoice's (its required documents) rather than a shipment's. */
export const isInvoiceEntity = (entityType: EntityType) => INVOICE_TYPES.includes(entityType);

/** Which record the documents of a DocumentsPanel hang on, and what an upload names. */
export function uploadRecordOf(props: DocumentsPanelProps): UploadRecord {
  return {
    entityType: props.entityType,
    shipmentId: props.shipmentId ?? (props.entityType === EntityType.Shipment ? props.entityId : undefined),
    invoiceId: props.invoiceId ?? (isInvoiceEntity(props.entityType) ? props.entityId : undefined),
  };
}

type Where = Pick<DocumentUploadForm, 'orderStopId' | 'shipmentId' | 'apInvoiceId' | 'thirdPartyInvoiceId'>;

export type UploadCheck =
  | { ok: true; body: DocumentUploadForm }
  | { ok: false; field: 'file' | 'fileType' | 'dropoff' | 'record'; message: string };

function invoiceFields(record: UploadRecord): Where | undefined {
  if (!record.invoiceId) return undefined;
  return record.entityType === EntityType.ApInvoice
    ? { apInvoiceId: record.invoiceId }
    : { thirdPartyInvoiceId: record.invoiceId };
}

export function checkUpload(choice: UploadChoice, record: UploadRecord): UploadCheck {
  if (!choice.file) return { ok: false, field: 'file', message: UPLOAD_MESSAGES.noFile };
  const fileProblem = documentFileProblem(choice.file);
  if (fileProblem) return { ok: false, field: 'file', message: fileProblem };
  if (choice.fileType === undefined)
    return { ok: false, field: 'fileType', message: UPLOAD_MESSAGES.noFileType };
  let where: Where | undefined;
  switch (choice.fileType) {
    case DocumentFileType.ProofOfDelivery:
      if (!choice.dropoffStopId) return { ok: false, field: 'dropoff', message: UPLOAD_MESSAGES.noDropoff };
      where = {
        orderStopId: choice.dropoffStopId,
        ...(record.shipmentId ? { shipmentId: record.shipmentId } : {}),
      };
      break;
    case DocumentFileType.ShipmentMiscellaneous:
      if (!record.shipmentId) return { ok: false, field: 'record', message: UPLOAD_MESSAGES.noShipment };
      where = { shipmentId: record.shipmentId };
      break;
    case DocumentFileType.ApInvoice:
    case DocumentFileType.ThirdParty:
      where = invoiceFields(record);
      if (!where) return { ok: false, field: 'record', message: UPLOAD_MESSAGES.noInvoice };
      break;
    default:
      where = invoiceFields(record) ?? (record.shipmentId ? { shipmentId: record.shipmentId } : undefined);
      if (!where) return { ok: false, field: 'record', message: UPLOAD_MESSAGES.noShipment };
  }
  return {
    ok: true,
    body: { name: documentUploadName(choice.file), data: choice.file, fileType: choice.fileType, ...where },
  };
}

/** The file types offered: the third-party invoice's four (001 §3), else a shipment's paperwork. */
export function uploadFileTypes(entityType: EntityType): DocumentFileType[] {
  if (entityType === EntityType.ThirdParty || entityType === EntityType.ApInvoice)
    return [...THIRD_PARTY_INVOICE_FILE_TYPES];
  return [
    DocumentFileType.ProofOfDelivery,
    DocumentFileType.BillOfLading,
    DocumentFileType.ShipmentMiscellaneous,
    DocumentFileType.CarrierConfirmation,
  ];
}

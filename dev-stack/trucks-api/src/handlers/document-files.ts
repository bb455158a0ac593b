// Documents: new ones stored, stored records to summaries, and their bytes (generated on first read,
// then kept).
import { randomUUID } from 'node:crypto';
import type { DocumentSummary } from '../store/wire-types';
import type { EntityDocument } from '../store/wire-types';
import { renderPdf, renderPng } from '../seed/document-files';
import type { DocumentRecord } from '../store/records';
import type { TrucksStore } from '../store/store';
import { FileReply } from './handler-types';

/** What the caller says about a new file; the store gives it an id and the address it is served at. */
export type NewDocument = Omit<DocumentRecord, 'id' | 'fileURL' | 'required' | 'render'>;

/** Stores a file uploaded or made by the server (a real file, never a placeholder) under a new id. */
export function storeNewDocument(store: TrucksStore, document: NewDocument): DocumentRecord {
  const id = randomUUID();
  const record: DocumentRecord = {
    id,
    fileURL: `/api/v1/documents/${id}`,
    ...document,
    required: false,
    render: null,
  };
  store.documents.set(id, record);
  return record;
}

export function documentSummary(doc: DocumentRecord): DocumentSummary {
  return {
    id: doc.id,
    name: doc.name,
    extension: doc.extension,
    ...(doc.bytes || doc.render ? { fileURL: doc.fileURL ?? '' } : {}),
    fileType: doc.fileType,
    ...(doc.createdDateTime ? { createdDateTime: doc.createdDateTime } : {}),
  };
}

export function entityDocument(doc: DocumentRecord): EntityDocument {
  return {
    id: doc.id,
    name: doc.name,
    type: doc.fileType,
    entityType: doc.entityType,
    entityId: doc.entityId,
    entityDescription: doc.entityDescription,
    extension: doc.extension,
    required: doc.required,
    fileURL: doc.required ? null : (doc.fileURL ?? null),
  };
}

export async function documentBytes(doc: DocumentRecord): Promise<FileReply | undefined> {
  if (!doc.bytes && doc.render) {
    doc.bytes = doc.render.kind === 'pdf' ? await renderPdf(doc.render) : renderPng(doc.render.seed);
  }
  return doc.bytes ? new FileReply(doc.bytes, doc.contentType, doc.name) : undefined;
}

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};
export const SUPPORTED_EXTENSIONS = Object.keys(CONTENT_TYPES);

export function contentTypeOf(extension: string, fallback = 'application/octet-stream'): string {
  return CONTENT_TYPES[extension] ?? fallback;
}

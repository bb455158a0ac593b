// Cases (accessorial requests), notes with mentions, documents (spec 000 §7, 001 §3, §7).
import type { Case, CaseCountStats, CaseHistoryEntry, CaseListFilters, NewCase } from '../../domain/case';
import type { DocumentFileType } from '../../domain/document-file-type';
import type { DocumentUpload, PortalDocument } from '../../domain/document';
import type { EntityType } from '../../domain/entity-type';
import type { CaseComment, MentionableUser, NewNote, Note, NoteUpdate } from '../../domain/note';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import { defineCall } from '../define-call';

/** Mentions: by entity type, with carrierId, shipmentId or the entity's id (spec 001 §7). */
export interface MentionQuery {
  entityType: EntityType;
  entityId?: string;
  carrierId?: string;
  shipmentId?: string;
  /** The text typed after '@'; matched on first or last name. */
  search?: string;
}

/**
 * uploadData (spec 001 §7) sent as multipart/form-data: the file travels as a binary part named
 * 'data' rather than base64 JSON (a third smaller, and streamable); the other fields are text parts.
 */
export type DocumentUploadForm = Omit<DocumentUpload, 'data'> & { data: Blob };

/** What a shipment document event tells the shipment service after an upload or a delete. */
export interface ShipmentDocumentEvent {
  documentId: string;
  fileType: DocumentFileType;
  action: 'Uploaded' | 'Deleted';
}

/** The body of a note edit: the note id travels in the path. */
export type NoteEdit = Omit<NoteUpdate, 'noteId'>;

export const casesNotesDocumentsCalls = {
  cases: defineCall<{ query: CaseListFilters; response: PagedList<Case> }>()({
    id: 'cases.list',
    method: 'GET',
    path: 'v1/cases',
    summary: 'Case list (Accessorial Requests), filters as in 001 §3, pageSize 50',
    source: '000 §7, 001 §7',
  }),
  countStats: defineCall<{ query: CaseListFilters; response: CaseCountStats }>()({
    id: 'cases.countStats',
    method: 'GET',
    path: 'v1/cases/count_stats',
    summary: 'Case counts per display status: new, inProgress, onHold, resolved (the new cases badge)',
    source: '000 §7, 001 §7',
  }),
  statusCounts: defineCall<{ query: CaseListFilters; response: CaseCountStats }>()({
    id: 'cases.statusCounts',
    method: 'GET',
    path: 'v1/cases/status_counts',
    summary: 'Case status counts of one scope (shipmentId or orderId), as the generated client asks them',
    source: '000 §7, 001 §7',
    pathChosen: true,
  }),
  search: defineCall<{ body: CaseListFilters; response: PagedList<Case> }>()({
    id: 'cases.search',
    method: 'POST',
    path: 'v1/cases/search',
    summary: 'Case search with the full filter model as a body (long id lists do not fit a URL)',
    source: '001 §7',
    pathChosen: true,
  }),
  get: defineCall<{ response: Case }>()({
    id: 'cases.get',
    method: 'GET',
    path: 'v1/cases/{id}',
    summary: 'Case details',
    source: '000 §7, 001 §7',
    pathChosen: true,
  }),
  create: defineCall<{ body: NewCase; response: Case }>()({
    id: 'cases.create',
    method: 'POST',
    path: 'v1/cases',
    summary: "Case creation (case model including shipmentId); success 'Case created!'",
    source: '000 §7, 001 §7',
    pathChosen: true,
  }),
  notes: defineCall<{ query: PageQuery; response: PagedList<CaseComment> }>()({
    id: 'cases.notes',
    method: 'GET',
    path: 'v1/cases/{id}/notes',
    summary: 'Case notes (page 1, pageSize 50)',
    source: '000 §7, 001 §7',
  }),
  history: defineCall<{ response: CaseHistoryEntry[] }>()({
    id: 'cases.history',
    method: 'GET',
    path: 'v1/cases/{id}/history',
    summary: 'Case history',
    source: '000 §7, 001 §7',
  }),
  entityNotes: defineCall<{ query: { entityId: string; entityType?: EntityType }; response: Note[] }>()({
    id: 'notes.list',
    method: 'GET',
    path: 'v1/notes',
    summary: 'Get entity notes (entityId)',
    source: '001 §7',
    pathChosen: true,
  }),
  addNote: defineCall<{ body: NewNote; response: Note }>()({
    id: 'notes.create',
    method: 'POST',
    path: 'v1/notes',
    summary: "Add note; failure 'Failed to save comment'",
    source: '001 §7',
    pathChosen: true,
  }),
  updateNote: defineCall<{ body: NoteEdit; response: Note }>()({
    id: 'notes.update',
    method: 'PUT',
    path: 'v1/notes/{noteId}',
    summary: "Update note; 'Successfully updated comment' or 'Failed to save changes'",
    source: '001 §7',
    pathChosen: true,
  }),
  deleteNote: defineCall()({
    id: 'notes.delete',
    method: 'DELETE',
    path: 'v1/notes/{noteId}',
    summary: "Delete note; 'Successfully removed comment' or 'Can't delete this comment'",
    source: '001 §7',
    pathChosen: true,
    responseKind: 'empty',
  }),
  mentions: defineCall<{ query: MentionQuery; response: MentionableUser[] }>()({
    id: 'notes.mentions',
    method: 'GET',
    path: 'v1/mentions',
    summary: 'Mentionable users by entity type (carrierId, shipmentId or other)',
    source: '001 §7',
    pathChosen: true,
  }),
  getDocument: defineCall<{ response: Blob }>()({
    id: 'documents.get',
    method: 'GET',
    path: 'v1/documents/{id}',
    summary: 'Get document: the file as a blob',
    source: '000 §7, 001 §7',
    responseKind: 'blob',
  }),
  uploadDocument: defineCall<{ body: DocumentUploadForm; response: PortalDocument }>()({
    id: 'documents.upload',
    method: 'POST',
    path: 'v2/documents',
    summary: "Upload document (uploadData, multipart); 'Document uploaded successfully'",
    source: '000 §7, 001 §7',
    requestBody: 'multipart',
  }),
  deleteDocument: defineCall<{ response: { resultId: string } }>()({
    id: 'documents.delete',
    method: 'DELETE',
    path: 'v2/documents/{id}',
    summary: "Delete document (answers resultId; a 403 means 'Failed to delete document')",
    source: '000 §7, 001 §7',
  }),
  documentTrigger: defineCall<{ body: { fileType: DocumentFileType } }>()({
    id: 'documents.trigger',
    method: 'PUT',
    path: 'v2/documents/document-trigger/{id}',
    summary: 'Document trigger (fileType)',
    source: '000 §7, 001 §7',
    responseKind: 'empty',
  }),
  shipmentDocumentEvent: defineCall<{ body: ShipmentDocumentEvent }>()({
    id: 'documents.shipmentDocumentEvent',
    method: 'POST',
    path: 'v2/shipments/{id}/document_events',
    summary: 'Trigger the shipment document event after an upload or a delete',
    source: '001 §7',
    pathChosen: true,
    responseKind: 'empty',
  }),
};

// Notes with mentions (spec 001 §3, §7), on any entity the user may see: stored notes, plus the
// comments a case came with, seen through one shape. A note on a case is a case comment too, so
// "Add note" on a case shows in the case's notes (cases-handlers.ts).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { MentionableUser, NotifiedUser } from '@trucks/shared-contracts/domain/note';
import { noteOfCaseComment } from '@trucks/shared-contracts/rules/case-comment-note';
import { fieldProblem, forbiddenProblem, modelStateProblem, zodProblem } from '../http/problem';
import { found, param, parseBody, signedInUser, text } from './context-helpers';
import { canSeeCase, canSeeShipment, entityAccess, requireCaseAccess } from './records-scope';
import type { CallContext, HandlerTable } from './handler-types';
import type { CaseComment, Note } from '../store/wire-types';
import type { CaseRecord, NoteRecord } from '../store/records';
import { shipmentByIdOrNumber } from '../store/store';
import type { ContactRecord, TrucksStore, UserRecord } from '../store/store';
import { byTime, caseHistory } from './case-records';

function noteView(record: NoteRecord): Note {
  return {
    id: record.id,
    noteContent: record.noteContent,
    noteHTML: record.noteHTML,
    noteJSON: record.noteJSON,
    createDateTime: record.createDateTime,
    creator: record.creator,
    allowPortalAccess: record.allowPortalAccess,
    isReadonly: record.isReadonly,
    entityId: record.entityId,
  };
}

/** Whether the user may read the notes of an entity; for an entity the server does not keep, only their company's own notes. */
function readableNotes(
  store: TrucksStore,
  user: UserRecord,
  entityId: string,
  entityType: EntityType | undefined,
): NoteRecord[] {
  const access = entityAccess(store, user, entityType, entityId);
  if (access === 'hidden') return [];
  return [...store.notes.values()].filter(
    (note) =>
      note.entityId === entityId &&
      (entityType === undefined || note.entityType === entityType) &&
      (access === 'visible' || note.companyId === user.companyId),
  );
}

/** The draft-js raw state must at least be JSON: the editor cannot open anything else. */
const noteJson = z.string().refine(
  (value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'noteJSON must be the editor state as JSON.' },
);

const noteText = {
  noteContent: z
    .string({ error: 'The note is empty.' })
    .refine((value) => value.trim() !== '', { message: 'The note is empty.' })
    .pipe(z.string().max(20_000)),
  noteHTML: z.string({ error: 'noteHTML is required.' }).max(100_000),
  noteJSON: noteJson,
};

const NewNoteSchema = z.object({
  entityId: z.string({ error: 'The record is required.' }).trim().min(1, 'The record is required.'),
  entityDescription: z.string({ error: 'entityDescription is required.' }).max(500),
  entityType: z.coerce
    .number({ error: 'The record type is required.' })
    .pipe(z.enum(EntityType, { error: 'Unknown record type.' })),
  entityLink: z.string({ error: 'entityLink is required.' }).max(2000),
  ...noteText,
  notifyUsers: z
    .array(z.object({ id: z.string().min(1), email: z.email('A valid e-mail address is required.') }))
    .default([]),
});

const NoteEditSchema = z.object(noteText);

/** Invoice comments take no mentions (spec 001 §5). */
const NO_MENTION_ENTITIES: readonly EntityType[] = [
  EntityType.ThirdParty,
  EntityType.ApInvoice,
  EntityType.ArInvoice,
  EntityType.ConsolidatedInvoice,
];

/** Someone who can be mentioned: a portal contact of the companies involved in the record. */
function mentionable(store: TrucksStore, companyIds: ReadonlySet<string>): ContactRecord[] {
  return [...store.contacts.values()].filter(
    (c) => !c.deleted && c.isPortalEnabled && companyIds.has(c.companyId),
  );
}

function mentionView(contact: ContactRecord): MentionableUser {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    emailAddresses: contact.emailAddresses.map((e) => ({ value: e.value })),
    companyName: contact.companyName,
    profilePictureId: contact.fileId ?? null,
  };
}

/** The companies whose people may be mentioned on a record: the user's own, and both parties of a shipment. */
function mentionCompanies(
  store: TrucksStore,
  user: UserRecord,
  query: { carrierId?: string; shipmentId?: string; entityType: EntityType; entityId?: string },
): Set<string> {
  const companies = new Set([user.companyId]);
  if (query.carrierId && query.carrierId !== user.companyId)
    throw forbiddenProblem('Mentions are limited to your own company.');
  let shipmentKey =
    query.shipmentId ?? (query.entityType === EntityType.Shipment ? query.entityId : undefined);
  if (query.entityType === EntityType.Case && query.entityId) {
    const record = store.cases.get(query.entityId);
    if (record && canSeeCase(user, record)) shipmentKey ??= record.shipmentId ?? undefined;
  }
  if (shipmentKey) {
    const shipment = shipmentByIdOrNumber(store, shipmentKey);
    if (!shipment || !canSeeShipment(user, shipment))
      throw fieldProblem('shipmentId', 'No shipment found with that id.');
    if (shipment.carrierId) companies.add(shipment.carrierId);
    companies.add(shipment.customerId);
  }
  return companies;
}

const MentionQuerySchema = z.object({
  entityType: z.coerce
    .number({ error: 'The record type is required.' })
    .pipe(z.enum(EntityType, { error: 'Unknown record type.' })),
  entityId: z.string().min(1).optional(),
  carrierId: z.string().min(1).optional(),
  shipmentId: z.string().min(1).optional(),
  search: z.string().max(75).optional(),
});

/** A note or a case comment, found by id, with the record it hangs on; only if the user may read it. */
type NoteTarget =
  { kind: 'note'; note: NoteRecord } | { kind: 'comment'; caseRecord: CaseRecord; comment: CaseComment };

function noteTarget(context: CallContext): NoteTarget {
  const user = signedInUser(context);
  const noteId = param(context, 'noteId');
  const note = context.store.notes.get(noteId);
  if (note) {
    const access = entityAccess(context.store, user, note.entityType, note.entityId);
    const readable = access === 'visible' || (access === 'unknown' && note.companyId === user.companyId);
    if (readable) return { kind: 'note', note };
  } else {
    for (const caseRecord of context.store.cases.values()) {
      const comment = caseRecord.comments.find((c) => c.id === noteId);
      if (comment && canSeeCase(user, caseRecord)) return { kind: 'comment', caseRecord, comment };
      if (comment) break;
    }
  }
  return found<NoteTarget>(undefined, `Note ${noteId}`);
}

/** 'Notes: create, edit, delete unless read-only' (spec 001 §4); internal notes are read-only to the portal. */
function requireWritable(context: CallContext, target: NoteTarget): void {
  const user = signedInUser(context);
  const writable =
    target.kind === 'note'
      ? !target.note.isReadonly && target.note.companyId === user.companyId
      : !target.comment.isReadOnly;
  if (!writable) throw forbiddenProblem('This comment is read-only.');
}

export const noteHandlers = {
  'notes.list': (context) => {
    const user = signedInUser(context);
    const entityId = text(context.query, 'entityId');
    if (!entityId) throw fieldProblem('entityId', 'The record is required.');
    const rawType = text(context.query, 'entityType');
    const entityType =
      rawType === undefined ? undefined : z.coerce.number().pipe(z.enum(EntityType)).safeParse(rawType);
    if (entityType && !entityType.success) throw fieldProblem('entityType', 'Unknown record type.');
    const type = entityType?.data;
    const notes = readableNotes(context.store, user, entityId, type).map(noteView);
    const caseRecord =
      type === undefined || type === EntityType.Case ? context.store.cases.get(entityId) : undefined;
    const comments =
      caseRecord && canSeeCase(user, caseRecord) ? caseRecord.comments.map(noteOfCaseComment) : [];
    return [...comments, ...notes].sort(byTime((n) => n.createDateTime));
  },
  'notes.create': (context) => {
    const user = signedInUser(context);
    const input = parseBody(NewNoteSchema, context);
    const access = entityAccess(context.store, user, input.entityType, input.entityId);
    if (access === 'hidden') throw fieldProblem('entityId', 'No record found with that id.');
    if (input.entityType === EntityType.Case) requireCaseAccess(user);
    if (input.notifyUsers.length && NO_MENTION_ENTITIES.includes(input.entityType)) {
      throw fieldProblem('notifyUsers', 'Mentions are disabled in invoice comments.');
    }
    const errors: Record<string, string[]> = {};
    const notifyUsers: NotifiedUser[] = [];
    input.notifyUsers.forEach((mention, index) => {
      const contact = context.store.contacts.get(mention.id);
      if (!contact || contact.deleted) errors[`notifyUsers.${index}.id`] = ['No such user to notify.'];
      else notifyUsers.push({ id: contact.id, email: mention.email });
    });
    if (Object.keys(errors).length) throw modelStateProblem(errors);

    const contact = context.store.contacts.get(user.id);
    const record: NoteRecord = {
      id: randomUUID(),
      noteContent: input.noteContent,
      noteHTML: input.noteHTML,
      noteJSON: input.noteJSON,
      createDateTime: context.services.now().toISOString(),
      creator: {
        firstName: user.firstName,
        lastName: user.lastName,
        profilePicture: contact?.fileId ?? user.fileId ?? null,
      },
      // Written from the portal: visible to the portal, editable by its company.
      allowPortalAccess: true,
      isReadonly: false,
      entityId: input.entityId,
      entityType: input.entityType,
      entityDescription: input.entityDescription,
      entityLink: input.entityLink,
      companyId: user.companyId,
      authorUserId: user.id,
      notifiedUsers: notifyUsers,
    };
    context.store.notes.set(record.id, record);
    if (input.entityType === EntityType.Case) {
      const caseRecord = context.store.cases.get(input.entityId);
      if (caseRecord) caseHistory(caseRecord, user, context.services.now(), 'Note added');
    }
    // No mail server on a laptop: who would be told goes to the log.
    if (notifyUsers.length) context.request.log.info({ noteId: record.id, notifyUsers }, 'note mentions');
    return noteView(record);
  },
  'notes.update': (context) => {
    const target = noteTarget(context);
    requireWritable(context, target);
    const edit = parseBody(NoteEditSchema, context);
    if (target.kind === 'note') {
      Object.assign(target.note, {
        noteContent: edit.noteContent,
        noteHTML: edit.noteHTML,
        noteJSON: edit.noteJSON,
      });
      return noteView(target.note);
    }
    Object.assign(target.comment, {
      content: edit.noteContent,
      htmlContent: edit.noteHTML,
      jsonContent: edit.noteJSON,
    });
    return noteOfCaseComment(target.comment);
  },
  'notes.delete': (context) => {
    const target = noteTarget(context);
    requireWritable(context, target);
    if (target.kind === 'note') context.store.notes.delete(target.note.id);
    else target.caseRecord.comments = target.caseRecord.comments.filter((c) => c.id !== target.comment.id);
  },
  'notes.mentions': (context) => {
    const user = signedInUser(context);
    const raw = Object.fromEntries(
      ['entityType', 'entityId', 'carrierId', 'shipmentId', 'search'].flatMap((key) => {
        const value = text(context.query, key);
        return value === undefined ? [] : [[key, value]];
      }),
    );
    const parsed = MentionQuerySchema.safeParse(raw);
    if (!parsed.success) throw zodProblem(parsed.error);
    const query = parsed.data;
    const search = query.search?.toLowerCase();
    // Spec 001 §9: match on first or last name.
    return mentionable(context.store, mentionCompanies(context.store, user, query))
      .filter(
        (c) =>
          !search ||
          c.firstName.toLowerCase().startsWith(search) ||
          c.lastName.toLowerCase().startsWith(search),
      )
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
      .slice(0, 50)
      .map(mentionView);
  },
} satisfies Partial<HandlerTable>;

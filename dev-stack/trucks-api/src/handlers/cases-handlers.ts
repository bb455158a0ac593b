// Cases (accessorial requests), notes with mentions (spec 001 §3, §4, §7). Cases are scoped to the
// user's company (spec 001 §6): another company's case is neither listed nor found. A note on a case
// is a case comment too, so "Add note" on a case shows in the case's notes.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CaseStatus,
  CarrierCaseResolutionType,
  CasePriority,
  CaseSource,
  CASE_STATUS_LABEL,
  CaseDisplayStatus,
} from '@trucks/shared-contracts/domain/case-status';
import { CaseType, CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { collapseCaseStatus } from '@trucks/shared-contracts/rules/case-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { CaseCountStats, CaseListFilters } from '@trucks/shared-contracts/domain/case';
import type { MentionableUser, NotifiedUser } from '@trucks/shared-contracts/domain/note';
import { noteOfCaseComment } from '@trucks/shared-contracts/rules/case-comment-note';
import { fieldProblem, forbiddenProblem, modelStateProblem, zodProblem } from '../http/problem';
import { found, list, pageOf, paging, param, parseBody, signedInUser, text } from './context-helpers';
import { canSeeCase, canSeeShipment, displayName, entityAccess, requireCaseAccess } from './records-scope';
import type { CallContext, HandlerTable } from './handler-types';
import type { Case, CaseComment, Note } from '../store/wire-types';
import type { CaseRecord, NoteRecord } from '../store/records';
import { shipmentByIdOrNumber } from '../store/store';
import type { ContactRecord, TrucksStore, UserRecord } from '../store/store';

// ---------------------------------------------------------------------------------------------
// Case filters: one schema for the query string (GET cases, count_stats) and the search body.

/** Query values arrive as text; bodies as JSON. Both go through the same rules. */
const queryBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Not a date.' });
const numberOf = <E extends Record<string, number>>(values: E) => z.coerce.number().pipe(z.enum(values));

const CASE_SORT_FIELDS = [
  'createdDateTime',
  'updatedDateTime',
  'caseNumber',
  'status',
  'priority',
  'incidentDateTime',
  'followUpDateTime',
] as const;
type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

const CaseFiltersSchema = z.object({
  shipmentId: z.string().min(1).optional(),
  orderId: z.string().min(1).optional(),
  caseSources: z.array(numberOf(CaseSource)).optional(),
  caseTypes: z.array(numberOf(CaseType)).optional(),
  caseStatuses: z.array(numberOf(CaseStatus)).optional(),
  casePriority: numberOf(CasePriority).optional(),
  involvedPartyIds: z.array(z.string().min(1)).optional(),
  customerIds: z.array(z.string().min(1)).optional(),
  carrierIds: z.array(z.string().min(1)).optional(),
  assignees: z.array(z.string().min(1)).optional(),
  activeOnly: queryBoolean.optional(),
  unassignedOnly: queryBoolean.optional(),
  incidentFrom: instant.optional(),
  incidentTo: instant.optional(),
  followUpFrom: instant.optional(),
  followUpTo: instant.optional(),
  fromDate: instant.optional(),
  toDate: instant.optional(),
  search: z.string().optional(),
  sort: z
    .string()
    .refine((value) => (CASE_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, '')), {
      message: `Sort by one of ${CASE_SORT_FIELDS.join(', ')} ('-' for descending).`,
    })
    .optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(1000).optional(),
}) satisfies z.ZodType<CaseListFilters, unknown>;

const ARRAY_FILTERS = [
  'caseSources',
  'caseTypes',
  'caseStatuses',
  'involvedPartyIds',
  'customerIds',
  'carrierIds',
  'assignees',
] as const;

function filtersFromQuery(context: CallContext): CaseListFilters {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(CaseFiltersSchema.shape)) {
    const value = (ARRAY_FILTERS as readonly string[]).includes(key)
      ? list(context.query, key)
      : text(context.query, key);
    if (value !== undefined) raw[key] = value;
  }
  const parsed = CaseFiltersSchema.safeParse(raw);
  if (!parsed.success) throw zodProblem(parsed.error);
  return parsed.data;
}

function filtersFromBody(context: CallContext): CaseListFilters {
  return parseBody(CaseFiltersSchema, context);
}

const at = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

function within(iso: string | null | undefined, from: string | undefined, to: string | undefined): boolean {
  if (from === undefined && to === undefined) return true;
  const time = at(iso);
  if (Number.isNaN(time)) return false;
  return (from === undefined || time >= Date.parse(from)) && (to === undefined || time <= endOfDayIfDate(to));
}

/** A bare date as an upper bound means the whole of that day. */
function endOfDayIfDate(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(value) + 86_400_000 - 1 : Date.parse(value);
}

function isActive(record: CaseRecord): boolean {
  return collapseCaseStatus(record).displayStatus !== CaseDisplayStatus.Resolved;
}

function matchesCase(store: TrucksStore, record: CaseRecord, filters: CaseListFilters): boolean {
  const shipment = filters.shipmentId ? shipmentByIdOrNumber(store, filters.shipmentId) : undefined;
  const search = filters.search?.trim().toLowerCase();
  return (
    (!filters.shipmentId || record.shipmentId === (shipment?.id ?? filters.shipmentId)) &&
    (!filters.orderId || record.orderId === filters.orderId) &&
    (!filters.caseSources || (record.source !== undefined && filters.caseSources.includes(record.source))) &&
    (!filters.caseTypes || filters.caseTypes.includes(record.caseType)) &&
    (!filters.caseStatuses || filters.caseStatuses.includes(record.status)) &&
    (filters.casePriority === undefined || record.priority === filters.casePriority) &&
    (!filters.involvedPartyIds ||
      record.involvedParties.some((p) => filters.involvedPartyIds!.includes(p.id))) &&
    (!filters.customerIds || filters.customerIds.includes(record.customerId)) &&
    (!filters.carrierIds || filters.carrierIds.includes(record.carrierId)) &&
    (!filters.assignees || (!!record.assignee && filters.assignees.includes(record.assignee))) &&
    (!filters.activeOnly || isActive(record)) &&
    (!filters.unassignedOnly || !record.assignee) &&
    within(record.incidentDateTime, filters.incidentFrom, filters.incidentTo) &&
    within(record.followUpDateTime, filters.followUpFrom, filters.followUpTo) &&
    within(record.createdDateTime, filters.fromDate, filters.toDate) &&
    (!search ||
      [
        record.caseNumber,
        record.shipmentNumber,
        record.subject,
        record.description,
        CASE_TYPE_LABEL[record.caseType],
      ].some((field) => (field ?? '').toLowerCase().includes(search)))
  );
}

function sortCases(rows: CaseRecord[], sort: string | undefined): CaseRecord[] {
  const descending = sort === undefined || sort.startsWith('-');
  const field = (sort?.replace(/^-/, '') ?? 'createdDateTime') as CaseSortField;
  const key = (record: CaseRecord): number | string => {
    switch (field) {
      case 'caseNumber':
        return Number(record.caseNumber);
      case 'status':
        return record.status;
      case 'priority':
        return record.priority ?? -1;
      default:
        return at(record[field]) || 0;
    }
  };
  const sorted = [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : a.caseNumber.localeCompare(b.caseNumber);
  });
  return descending ? sorted.reverse() : sorted;
}

function casesOfUser(context: CallContext, filters: CaseListFilters): CaseRecord[] {
  const user = signedInUser(context);
  requireCaseAccess(user);
  return [...context.store.cases.values()].filter(
    (record) => canSeeCase(user, record) && matchesCase(context.store, record, filters),
  );
}

function caseView(record: CaseRecord): Case {
  const {
    carrierId: _carrierId,
    customerId: _customerId,
    comments: _comments,
    history: _history,
    ...view
  } = record;
  return view;
}

function casePage(context: CallContext, filters: CaseListFilters) {
  const rows = sortCases(casesOfUser(context, filters), filters.sort);
  const page = { page: filters.page ?? 1, pageSize: filters.pageSize ?? PAGE_SIZE.cases };
  return { ...pageOf(rows, page), data: pageOf(rows, page).data.map(caseView) };
}

/** Counts per display status (spec 001 §4: the case-status collapse decides the bucket). */
function countStats(rows: readonly CaseRecord[]): CaseCountStats {
  const counts: CaseCountStats = { new: 0, inProgress: 0, onHold: 0, resolved: 0 };
  for (const record of rows) counts[collapseCaseStatus(record).displayStatus] += 1;
  return counts;
}

/** A case by id or case number, only if the user may see it; otherwise it does not exist for them. */
function caseParam(context: CallContext, name = 'id'): CaseRecord {
  const user = signedInUser(context);
  requireCaseAccess(user);
  const key = param(context, name);
  const record =
    context.store.cases.get(key) ?? [...context.store.cases.values()].find((c) => c.caseNumber === key);
  if (!record || !canSeeCase(user, record)) return found<CaseRecord>(undefined, `Case ${key}`);
  return record;
}

const NewCaseSchema = z.object({
  shipmentId: z.string({ error: 'The shipment is required.' }).trim().min(1, 'The shipment is required.'),
  caseType: z.coerce
    .number({ error: 'The case type is required.' })
    .pipe(z.enum(CaseType, { error: 'Unknown case type.' })),
  subject: z.string({ error: 'The subject is required.' }).trim().min(1, 'The subject is required.').max(200),
  description: z
    .string({ error: 'The description is required.' })
    .trim()
    .min(1, 'The description is required.')
    .max(4000),
  requestedAmount: z.number().finite().nonnegative('The requested amount cannot be negative.').optional(),
  incidentDateTime: instant.optional(),
});

// ---------------------------------------------------------------------------------------------
// Notes: stored notes, plus the comments a case came with, seen through one shape.

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

function noteAsComment(note: NoteRecord): CaseComment {
  return {
    id: note.id,
    content: note.noteContent,
    jsonContent: note.noteJSON,
    htmlContent: note.noteHTML,
    timeStamp: note.createDateTime,
    createdBy: note.creator,
    caseId: note.entityId,
    isReadOnly: note.isReadonly,
    allowPortalAccess: note.allowPortalAccess,
  };
}

const byTime =
  <T>(time: (row: T) => string) =>
  (a: T, b: T) =>
    Date.parse(time(a)) - Date.parse(time(b));

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

function caseHistory(record: CaseRecord, user: UserRecord, now: Date, description: string): void {
  record.history.push({
    id: randomUUID(),
    timeStamp: now.toISOString(),
    description,
    changedBy: displayName(user),
  });
  record.updatedDateTime = now.toISOString();
}

export const caseHandlers = {
  'cases.list': (context) => casePage(context, filtersFromQuery(context)),
  'cases.search': (context) => casePage(context, filtersFromBody(context)),
  'cases.countStats': (context) => countStats(casesOfUser(context, filtersFromQuery(context))),
  'cases.statusCounts': (context) => {
    const filters = filtersFromQuery(context);
    if (!filters.shipmentId && !filters.orderId)
      throw modelStateProblem({ shipmentId: ['Give a shipmentId or an orderId.'] });
    return countStats(casesOfUser(context, filters));
  },
  'cases.get': (context) => caseView(caseParam(context)),
  'cases.create': (context) => {
    const user = signedInUser(context);
    requireCaseAccess(user);
    const input = parseBody(NewCaseSchema, context);
    const shipment = shipmentByIdOrNumber(context.store, input.shipmentId);
    // Another company's shipment is as unknown as a made-up id: nothing about it is revealed.
    if (!shipment || !canSeeShipment(user, shipment))
      throw fieldProblem('shipmentId', 'No shipment found with that id.');
    const now = context.services.now().toISOString();
    const carrier = shipment.carrierId ? context.store.companies.get(shipment.carrierId) : undefined;
    const customer = context.store.companies.get(shipment.customerId);
    const record: CaseRecord = {
      id: randomUUID(),
      caseNumber: String(context.store.sequences.caseNumber++),
      caseType: input.caseType,
      caseTypeDescription: CASE_TYPE_LABEL[input.caseType],
      status: CaseStatus.New,
      statusDescription: CASE_STATUS_LABEL[CaseStatus.New],
      carrierCaseResolutionType: CarrierCaseResolutionType.None,
      isVoided: false,
      involvedParties: [
        ...(carrier ? [{ id: carrier.id, name: carrier.name, partyType: 'Carrier' }] : []),
        ...(customer ? [{ id: customer.id, name: customer.name, partyType: 'Customer' }] : []),
      ],
      priority: CasePriority.Medium,
      source: CaseSource.CarrierPortal,
      shipmentId: shipment.id,
      shipmentNumber: shipment.shipmentNumber,
      orderId: null,
      subject: input.subject,
      description: input.description,
      requestedAmount: input.requestedAmount ?? null,
      approvedAmount: null,
      assignee: null,
      incidentDateTime: input.incidentDateTime ?? null,
      followUpDateTime: null,
      createdDateTime: now,
      updatedDateTime: now,
      carrierId: shipment.carrierId ?? '',
      customerId: shipment.customerId,
      comments: [],
      history: [],
    };
    caseHistory(record, user, context.services.now(), 'Case created');
    record.history[0]!.toStatus = CaseStatus.New;
    context.store.cases.set(record.id, record);
    return caseView(record);
  },
  'cases.notes': (context) => {
    const record = caseParam(context);
    const rows = [
      ...record.comments,
      ...[...context.store.notes.values()]
        .filter((n) => n.entityType === EntityType.Case && n.entityId === record.id)
        .map(noteAsComment),
    ].sort(byTime((c) => c.timeStamp));
    return pageOf(rows, paging(context.query, PAGE_SIZE.caseNotes));
  },
  'cases.history': (context) => [...caseParam(context).history].sort(byTime((h) => h.timeStamp)),

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

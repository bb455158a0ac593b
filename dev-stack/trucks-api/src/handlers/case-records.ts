// What the cases and the notes handlers share: the case named by the path (only if the user may see
// it), a line of its history, a note on a case read as a case comment, and the order by time.
import { randomUUID } from 'node:crypto';
import { found, param, signedInUser } from './context-helpers';
import { canSeeCase, displayName, requireCaseAccess } from './records-scope';
import type { CallContext } from './handler-types';
import type { CaseComment } from '../store/wire-types';
import type { CaseRecord, NoteRecord } from '../store/records';
import type { UserRecord } from '../store/store';

/** A case by id or case number, only if the user may see it; otherwise it does not exist for them. */
export function caseParam(context: CallContext, name = 'id'): CaseRecord {
  const user = signedInUser(context);
  requireCaseAccess(user);
  const key = param(context, name);
  const record =
    context.store.cases.get(key) ?? [...context.store.cases.values()].find((c) => c.caseNumber === key);
  if (!record || !canSeeCase(user, record)) return found<CaseRecord>(undefined, `Case ${key}`);
  return record;
}

export function noteAsComment(note: NoteRecord): CaseComment {
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

export const byTime =
  <T>(time: (row: T) => string) =>
  (a: T, b: T) =>
    Date.parse(time(a)) - Date.parse(time(b));

export function caseHistory(record: CaseRecord, user: UserRecord, now: Date, description: string): void {
  record.history.push({
    id: randomUUID(),
    timeStamp: now.toISOString(),
    description,
    changedBy: displayName(user),
  });
  record.updatedDateTime = now.toISOString();
}

// The notes calls (spec 001 §7): an entity's notes (a case's come from GET cases/{id}/notes, page 1,
// pageSize 50, mapped from case comments as 001 §3 says), add, update and delete, and the users a
// note can mention, by entity type.
import { useQuery } from '@tanstack/react-query';
import { casesNotesDocumentsCalls } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import type { MentionQuery } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { noteOfCaseComment } from '@trucks/shared-contracts/rules/case-comment-note';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const calls = casesNotesDocumentsCalls;

export interface NotesOf {
  entityType: EntityType;
  entityId: string;
}

export function useEntityNotes({ entityType, entityId }: NotesOf) {
  const caseNotes = apiQueryOptions(
    calls.notes,
    queryKeys.notes.part(entityId, 'caseComments', { page: FIRST_PAGE, pageSize: PAGE_SIZE.caseNotes }),
    { params: { id: entityId }, query: { page: FIRST_PAGE, pageSize: PAGE_SIZE.caseNotes } },
    { select: (page) => page.data.map(noteOfCaseComment) },
  );
  const entityNotes = apiQueryOptions(calls.entityNotes, queryKeys.notes.list({ entityType, entityId }), {
    query: { entityId, entityType },
  });
  // Hooks run unconditionally; the entity type enables one. A write invalidates the notes root.
  const caseQuery = useQuery({ ...caseNotes, enabled: entityType === EntityType.Case });
  const entityQuery = useQuery({ ...entityNotes, enabled: entityType !== EntityType.Case });
  return entityType === EntityType.Case ? caseQuery : entityQuery;
}

/** Mentionable users of the entity; nothing is asked until a search is open (search not null). */
export function useMentionableUsers(query: Omit<MentionQuery, 'search'>, search: string | null) {
  const full: MentionQuery = { ...query, ...(search ? { search } : {}) };
  return useQuery({
    ...apiQueryOptions(calls.mentions, queryKeys.mentions.list(full), { query: full }),
    enabled: search !== null,
    staleTime: 60_000,
  });
}

export const useAddNote = () => useApiMutation(calls.addNote);
export const useUpdateNote = () => useApiMutation(calls.updateNote);
export const useDeleteNote = () => useApiMutation(calls.deleteNote);

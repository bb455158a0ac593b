// The users a note can mention, as the editor's suggestions: the search typed after '@' waits 500 ms
// (001 §9) and the rule keeps at most 5 (note-rules.ts). One search a panel: the composer and the
// note being edited share it.
import { useState } from 'react';
import type { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { useMentionableUsers } from '../api/notes';
import { MENTION_DEBOUNCE_MS, mentionSuggestions } from '../lib/note-rules';
import { useDebouncedValue } from './use-debounced-value';

export function useMentionSearch(entityType: EntityType, entityId: string, enabled: boolean) {
  const [search, setSearch] = useState<string | null>(null);
  const settled = useDebouncedValue(search, MENTION_DEBOUNCE_MS);
  const users = useMentionableUsers({ entityType, entityId }, enabled && search !== null ? settled : null);
  const suggestions = mentionSuggestions(users.data ?? [], search ?? '').map((user) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.emailAddresses[0]?.value ?? '',
  }));
  return { suggestions: enabled ? suggestions : [], onMentionSearch: setSearch };
}

export type MentionSearch = ReturnType<typeof useMentionSearch>;

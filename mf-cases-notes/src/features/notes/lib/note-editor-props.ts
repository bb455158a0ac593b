// What the note editor takes and gives: the adapter (Draft.js) implements it; tests mock the adapter.
import type { NoteContent } from './note-html';

interface MentionSuggestion {
  id: string;
  name: string;
  email: string;
  avatar?: string;
}

export interface NoteEditorProps {
  /** The editor's accessible name. */
  label: string;
  /** The raw editor state (noteJSON) to start from when editing a note. */
  initialJSON?: string;
  /** Off in invoice comments (spec 001 §5). */
  mentionsEnabled: boolean;
  /** At most 5, already filtered (note-rules). */
  suggestions: readonly MentionSuggestion[];
  /** The text typed after '@' as the search rule accepts it, or null when no search is open. */
  onMentionSearch: (search: string | null) => void;
  onChange: (content: NoteContent) => void;
}

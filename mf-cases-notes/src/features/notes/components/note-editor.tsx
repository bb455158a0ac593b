// The note editor as the panel uses it: the Draft.js adapter in a chunk of its own, loaded the first
// time an editor is shown (shared-ui's lazyPanel, the suite's way to load a part of a page), so no
// list route pays for Draft.js.
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import type { NoteEditorProps } from '../lib/note-editor-props';

export const NoteEditor = lazyPanel<NoteEditorProps>(
  () => import('./note-editor-adapter').then((m) => m.default),
  'Loading editor',
  'The note editor could not be loaded.',
);

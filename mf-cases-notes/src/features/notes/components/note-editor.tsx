// The note editor as the panel uses it: the Draft.js adapter loaded on first show (React.lazy), with
// a skeleton of the editor's size until it arrives.
import { Suspense, lazy } from 'react';
import { Skeleton } from 'antd';
import type { NoteEditorProps } from '../lib/note-editor-props';

const NoteEditorAdapter = lazy(() => import('./note-editor-adapter'));

export function NoteEditor(props: NoteEditorProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading editor">
          <Skeleton.Input active block style={{ height: 120 }} />
        </div>
      }
    >
      <NoteEditorAdapter {...props} />
    </Suspense>
  );
}

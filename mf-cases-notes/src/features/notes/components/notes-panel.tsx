// The notes of one entity (a case, an invoice's comments, a shipment): the list (creator with picture,
// date, content as sanitized HTML, internal notes marked), edit in place and delete unless read-only,
// and the rich-text editor with mentions (spec 001 §2, §3, §5, §8, §9). Messages are the spec's.
// Nothing written is lost without a word (issue 27): a note being written or edited is kept as a
// draft of this user and this note's record (or this note) across a reload until it is sent, updated,
// cancelled or discarded ('Your unsaved changes from before were restored.', Discard draft), and
// leaving the page with it asks first.
import { Empty, Flex, Skeleton, Typography } from 'antd';
import type { NotesPanelProps } from '@trucks/shared-contracts/federation/remote-modules';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { useEntityNotes } from '../api/notes';
import { useMentionSearch } from '../hooks/use-mention-search';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import { NotesErrorBoundary } from './notes-error-boundary';

function NotesArea(props: NotesPanelProps) {
  const notes = useEntityNotes({ entityType: props.entityType, entityId: props.entityId });
  const mentionsEnabled = props.mentionsEnabled !== false;
  const mentions = useMentionSearch(props.entityType, props.entityId, mentionsEnabled);
  const readOnly = props.readOnly === true;

  let list;
  if (notes.isPending)
    list = (
      <div role="status" aria-label="Loading notes">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  else if (notes.isError)
    list = <QueryErrorAlert error={notes.error} onRetry={() => void notes.refetch()} retrySize="middle" />;
  else if (notes.data.length === 0)
    list = <Empty description="No notes yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  else
    list = (
      <Flex vertical gap={8}>
        {notes.data.map((note) => (
          <NoteItem
            key={note.id}
            note={note}
            readOnly={readOnly}
            mentions={mentions}
            mentionsEnabled={mentionsEnabled}
          />
        ))}
      </Flex>
    );

  return (
    <>
      {list}
      {readOnly ? null : <NoteComposer props={props} mentions={mentions} />}
    </>
  );
}

export function NotesPanel(props: NotesPanelProps) {
  return (
    <section aria-label={`Notes on ${props.entityDescription}`}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Notes
      </Typography.Title>
      <NotesErrorBoundary>
        <NotesArea {...props} />
      </NotesErrorBoundary>
    </section>
  );
}

// The composer under an entity's notes: the editor, Send, and the draft of a note being written
// (issue 27: kept for this user and this record across a reload, 'Discard draft', asked before leaving).
// Creating a note shows no toast (the spec names none): the note appears in the list and the editor empties.
import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import type { NotesPanelProps } from '@trucks/shared-contracts/federation/remote-modules';
import { DraftRestoredNotice, useFormDraft } from '@trucks/shared-ui/form-draft';
import { useUnsavedChangesGuard } from '@trucks/shared-ui/unsaved-changes';
import { useAddNote } from '../api/notes';
import type { MentionSearch } from '../hooks/use-mention-search';
import type { NoteContent } from '../lib/note-html';
import { isSendable } from '../lib/note-rules';
import { NoteEditor } from './note-editor';

const CREATE_FAILED = 'Failed to save comment';

const EMPTY: NoteContent = { text: '', html: '', json: '', mentions: [] };

/** A draft of a new note belongs to the record the notes are on. */
const composerDraftOf = (props: NotesPanelProps) => ({
  kind: 'note',
  id: `${props.entityType}:${props.entityId}`,
});

export function NoteComposer({ props, mentions }: { props: NotesPanelProps; mentions: MentionSearch }) {
  const { message } = App.useApp();
  const add = useAddNote();
  const draft = useFormDraft<NoteContent>(composerDraftOf(props));
  const [content, setContent] = useState<NoteContent>(() => draft.restored ?? EMPTY);
  const [generation, setGeneration] = useState(0);
  const unsaved = useUnsavedChangesGuard(isSendable(content.text), { onLeave: draft.clear });
  const change = (next: NoteContent) => {
    setContent(next);
    if (isSendable(next.text)) draft.keep(next);
    else draft.clear();
  };
  const discard = () => {
    draft.discard();
    setContent(EMPTY);
    setGeneration((g) => g + 1);
  };
  const send = () =>
    add.mutate(
      {
        body: {
          entityId: props.entityId,
          entityDescription: props.entityDescription,
          entityType: props.entityType,
          entityLink: props.entityLink,
          noteContent: content.text,
          noteHTML: content.html,
          noteJSON: content.json,
          notifyUsers: props.mentionsEnabled === false ? [] : content.mentions,
        },
      },
      {
        onSuccess: () => {
          draft.clear();
          unsaved.release();
          setContent(EMPTY);
          setGeneration((g) => g + 1);
        },
        // The editor keeps what was written (and its draft).
        onError: () => void message.error(CREATE_FAILED),
      },
    );
  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      {draft.restored !== undefined && generation === 0 ? <DraftRestoredNotice onDiscard={discard} /> : null}
      <NoteEditor
        key={generation}
        label="New note"
        initialJSON={generation === 0 ? draft.restored?.json : undefined}
        mentionsEnabled={props.mentionsEnabled !== false}
        suggestions={mentions.suggestions}
        onMentionSearch={mentions.onMentionSearch}
        onChange={change}
      />
      <Flex justify="flex-end">
        <Button type="primary" disabled={!isSendable(content.text)} loading={add.isPending} onClick={send}>
          Send
        </Button>
      </Flex>
    </Flex>
  );
}

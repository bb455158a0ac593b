// The notes of one entity (a case, an invoice's comments, a shipment): the list (creator with picture,
// date, content as sanitized HTML, internal notes marked), edit in place and delete unless read-only,
// and the rich-text editor with mentions (spec 001 §2, §3, §5, §8, §9). Messages are the spec's.
// Nothing written is lost without a word (issue 27): a note being written or edited is kept as a
// draft of this user and this note's record (or this note) across a reload until it is sent, updated,
// cancelled or discarded ('Your unsaved changes from before were restored.', Discard draft), and
// leaving the page with it asks first.
import { useState } from 'react';
import {
  Alert,
  App,
  Avatar,
  Button,
  Empty,
  Flex,
  Popconfirm,
  Skeleton,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';
import type { NotesPanelProps } from '@trucks/shared-contracts/federation/remote-modules';
import { DraftRestoredNotice, useFormDraft } from '@trucks/shared-ui/form-draft';
import { useUnsavedChangesGuard } from '@trucks/shared-ui/unsaved-changes';
import type { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { Note } from '@trucks/shared-contracts/domain/note';
import { portalDateTime } from '../../../lib/portal-date-time';
import { useAddNote, useDeleteNote, useEntityNotes, useMentionableUsers, useUpdateNote } from '../api/notes';
import { NoteEditor } from '../editor/note-editor';
import type { NoteContent } from '../editor/note-html';
import { MENTION_DEBOUNCE_MS, isSendable, mentionSuggestions } from '../editor/note-rules';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { NotesErrorBoundary } from './notes-error-boundary';

const NOTE_MESSAGES = {
  updated: 'Successfully updated comment',
  updateFailed: 'Failed to save changes',
  removed: 'Successfully removed comment',
  removeFailed: "Can't delete this comment",
  createFailed: 'Failed to save comment',
} as const;

const EMPTY: NoteContent = { text: '', html: '', json: '', mentions: [] };

/** The picture of a note's creator: a URL as given, else the file of that id (README decision). */
const pictureUrl = (picture: string | null | undefined) =>
  !picture ? undefined : /^(https?:|\/|data:)/.test(picture) ? picture : `/api/v1/documents/${picture}`;

function useMentionSearch(entityType: number, entityId: string, enabled: boolean) {
  const [search, setSearch] = useState<string | null>(null);
  const settled = useDebouncedValue(search, MENTION_DEBOUNCE_MS);
  const users = useMentionableUsers(
    { entityType: entityType as EntityType, entityId },
    enabled && search !== null ? settled : null,
  );
  const suggestions = mentionSuggestions(users.data ?? [], search ?? '').map((user) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.emailAddresses[0]?.value ?? '',
  }));
  return { suggestions: enabled ? suggestions : [], onMentionSearch: setSearch };
}

type Mentions = ReturnType<typeof useMentionSearch>;

/** A draft of a new note belongs to the record the notes are on. */
const composerDraftOf = (props: NotesPanelProps) => ({
  kind: 'note',
  id: `${props.entityType}:${props.entityId}`,
});

function NoteComposer({ props, mentions }: { props: NotesPanelProps; mentions: Mentions }) {
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
          entityType: props.entityType as EntityType,
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
        onError: () => void message.error(NOTE_MESSAGES.createFailed),
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

function NoteItem({
  note,
  readOnly,
  mentions,
  mentionsEnabled,
}: {
  note: Note;
  readOnly: boolean;
  mentions: Mentions;
  mentionsEnabled: boolean;
}) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const draft = useFormDraft<NoteContent>({ kind: 'note-edit', id: note.id });
  // A note whose edit was left unsaved (a reload) opens in its editor again, with the draft.
  const [editing, setEditingState] = useState<NoteContent | null>(() => draft.restored ?? null);
  const setEditing = (next: NoteContent | null) => {
    setEditingState(next);
    if (next === null) draft.discard();
    else if (next.json !== note.noteJSON) draft.keep(next);
  };
  const editChanged = editing !== null && editing.json !== note.noteJSON;
  const unsaved = useUnsavedChangesGuard(editChanged, { onLeave: draft.clear });
  const name = `${note.creator.firstName} ${note.creator.lastName}`.trim();
  const internal = !note.allowPortalAccess;
  const writable = !readOnly && !note.isReadonly;

  const save = () => {
    if (!editing) return;
    update.mutate(
      {
        params: { noteId: note.id },
        body: { noteContent: editing.text, noteHTML: editing.html, noteJSON: editing.json },
      },
      {
        onSuccess: () => {
          unsaved.release();
          void message.success(NOTE_MESSAGES.updated);
          setEditing(null);
        },
        onError: () => void message.error(NOTE_MESSAGES.updateFailed),
      },
    );
  };

  return (
    <article
      aria-label={`${internal ? 'Internal note' : 'Note'} by ${name}`}
      style={{
        display: 'flex',
        gap: 12,
        padding: 12,
        borderRadius: token.borderRadius,
        background: internal ? token.colorWarningBg : undefined,
        border: `1px solid ${internal ? token.colorWarningBorder : token.colorBorderSecondary}`,
      }}
    >
      <Avatar src={pictureUrl(note.creator.profilePicture)} alt={name}>
        {`${note.creator.firstName[0] ?? ''}${note.creator.lastName[0] ?? ''}`}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="center" wrap gap={4}>
          <span>
            <Typography.Text strong>{name}</Typography.Text>{' '}
            {internal ? (
              <Tooltip title="Internal note: not shared with the portal">
                <LockOutlined aria-label="Internal note" style={{ color: token.colorWarning }} />
              </Tooltip>
            ) : null}{' '}
            <Typography.Text type="secondary">{portalDateTime(note.createDateTime)}</Typography.Text>
          </span>
          {writable && !editing ? (
            <span>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label="Edit note"
                onClick={() =>
                  setEditing({
                    text: note.noteContent,
                    html: note.noteHTML,
                    json: note.noteJSON,
                    mentions: [],
                  })
                }
              />
              <Popconfirm
                title="Delete this comment?"
                okText="Delete"
                onConfirm={() =>
                  remove.mutate(
                    { params: { noteId: note.id } },
                    {
                      onSuccess: () => void message.success(NOTE_MESSAGES.removed),
                      onError: () => void message.error(NOTE_MESSAGES.removeFailed),
                    },
                  )
                }
              >
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="Delete note"
                  loading={remove.isPending}
                />
              </Popconfirm>
            </span>
          ) : null}
        </Flex>
        {editing ? (
          <Flex vertical gap={8} style={{ marginTop: 8 }}>
            {draft.restored !== undefined ? (
              <DraftRestoredNotice
                onDiscard={() => {
                  draft.discard();
                  setEditingState(null);
                }}
              />
            ) : null}
            <NoteEditor
              label="Edit note"
              initialJSON={draft.restored?.json ?? note.noteJSON}
              mentionsEnabled={mentionsEnabled}
              suggestions={mentions.suggestions}
              onMentionSearch={mentions.onMentionSearch}
              onChange={setEditing}
            />
            <Flex justify="flex-end" gap={8}>
              <Button onClick={() => setEditing(null)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button
                type="primary"
                disabled={!isSendable(editing.text)}
                loading={update.isPending}
                onClick={save}
              >
                Update
              </Button>
            </Flex>
          </Flex>
        ) : (
          <div
            className="note-content"
            style={{ overflowWrap: 'anywhere', marginTop: 4 }}
            // Sanitized: the API's HTML never reaches the DOM as it came.
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(note.noteHTML) }}
          />
        )}
      </div>
    </article>
  );
}

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
    list = (
      <Alert
        type="error"
        showIcon
        title={notes.error.message}
        action={<Button onClick={() => void notes.refetch()}>Retry</Button>}
      />
    );
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

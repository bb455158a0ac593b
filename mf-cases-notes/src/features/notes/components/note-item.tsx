// One note in an entity's notes: its creator (picture or initials), date, internal mark and content as
// sanitized HTML; unless read-only, edit in place and delete with confirmation. An edit left unsaved is
// kept as a draft of this note across a reload (issue 27) and opens in the editor again.
import { useState } from 'react';
import { App, Avatar, Button, Flex, Popconfirm, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';
import { DraftRestoredNotice, useFormDraft } from '@trucks/shared-ui/form-draft';
import { useUnsavedChangesGuard } from '@trucks/shared-ui/unsaved-changes';
import type { Note } from '@trucks/shared-contracts/domain/note';
import { portalDateTime } from '../../../lib/portal-date-time';
import { useDeleteNote, useUpdateNote } from '../api/notes';
import type { MentionSearch } from '../hooks/use-mention-search';
import type { NoteContent } from '../lib/note-html';
import { isSendable } from '../lib/note-rules';
import { NoteEditor } from './note-editor';

const NOTE_MESSAGES = {
  updated: 'Successfully updated comment',
  updateFailed: 'Failed to save changes',
  removed: 'Successfully removed comment',
  removeFailed: "Can't delete this comment",
} as const;

/** The picture of a note's creator: a URL as given, else the file of that id (README decision). */
const pictureUrl = (picture: string | null | undefined) =>
  !picture ? undefined : /^(https?:|\/|data:)/.test(picture) ? picture : `/api/v1/documents/${picture}`;

const contentOf = (note: Note): NoteContent => ({
  text: note.noteContent,
  html: note.noteHTML,
  json: note.noteJSON,
  mentions: [],
});

/** The note's edit in place: what the editor holds (null when closed), its draft, and Update. */
function useNoteEdit(note: Note) {
  const { message } = App.useApp();
  const update = useUpdateNote();
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
  const discardDraft = () => {
    draft.discard();
    setEditingState(null);
  };
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
  return { editing, setEditing, restored: draft.restored, discardDraft, save, saving: update.isPending };
}

type NoteEdit = ReturnType<typeof useNoteEdit>;

/** Deletes the note; the list drops it when the server's answer refreshes the notes. */
function useDeleteNoteWithMessages(note: Note) {
  const { message } = App.useApp();
  const remove = useDeleteNote();
  const deleteNote = () =>
    remove.mutate(
      { params: { noteId: note.id } },
      {
        onSuccess: () => void message.success(NOTE_MESSAGES.removed),
        onError: () => void message.error(NOTE_MESSAGES.removeFailed),
      },
    );
  return { deleteNote, deleting: remove.isPending };
}

/** Edit and Delete (with its confirmation) of a note the user may change. */
function NoteActions({
  onEdit,
  onDelete,
  deleting,
}: {
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <span>
      <Button type="text" size="small" icon={<EditOutlined />} aria-label="Edit note" onClick={onEdit} />
      <Popconfirm title="Delete this comment?" okText="Delete" onConfirm={onDelete}>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label="Delete note"
          loading={deleting}
        />
      </Popconfirm>
    </span>
  );
}

/** The note in its editor, with Cancel and Update (and the restored draft's notice). */
function NoteEditForm({
  note,
  edit,
  editing,
  mentions,
  mentionsEnabled,
}: {
  note: Note;
  edit: NoteEdit;
  editing: NoteContent;
  mentions: MentionSearch;
  mentionsEnabled: boolean;
}) {
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      {edit.restored !== undefined ? <DraftRestoredNotice onDiscard={edit.discardDraft} /> : null}
      <NoteEditor
        label="Edit note"
        initialJSON={edit.restored?.json ?? note.noteJSON}
        mentionsEnabled={mentionsEnabled}
        suggestions={mentions.suggestions}
        onMentionSearch={mentions.onMentionSearch}
        onChange={edit.setEditing}
      />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => edit.setEditing(null)} disabled={edit.saving}>
          Cancel
        </Button>
        <Button type="primary" disabled={!isSendable(editing.text)} loading={edit.saving} onClick={edit.save}>
          Update
        </Button>
      </Flex>
    </Flex>
  );
}

export function NoteItem({
  note,
  readOnly,
  mentions,
  mentionsEnabled,
}: {
  note: Note;
  readOnly: boolean;
  mentions: MentionSearch;
  mentionsEnabled: boolean;
}) {
  const { token } = theme.useToken();
  const edit = useNoteEdit(note);
  const { deleteNote, deleting } = useDeleteNoteWithMessages(note);
  const { editing } = edit;
  const name = `${note.creator.firstName} ${note.creator.lastName}`.trim();
  const internal = !note.allowPortalAccess;
  const writable = !readOnly && !note.isReadonly;

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
            <NoteActions
              onEdit={() => edit.setEditing(contentOf(note))}
              onDelete={deleteNote}
              deleting={deleting}
            />
          ) : null}
        </Flex>
        {editing ? (
          <NoteEditForm
            note={note}
            edit={edit}
            editing={editing}
            mentions={mentions}
            mentionsEnabled={mentionsEnabled}
          />
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

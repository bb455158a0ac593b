import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { MentionableUser, Note } from '@trucks/shared-contracts/domain/note';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signedInUser } from '@trucks/shared-ui/testing';
import type * as ReactModule from 'react';
import type * as NoteHtmlModule from '../lib/note-html';
import type * as NoteRulesModule from '../lib/note-rules';
import type { NoteEditorProps } from '../lib/note-editor-props';
import { NotesPanel } from './notes-panel';

jest.setTimeout(30_000);

// Draft.js needs a real browser: the adapter is replaced by a plain text box that reports its content
// the way the adapter does (the real serializer and the real mention search rule).
jest.mock('./note-editor-adapter', () => {
  const { useState } = jest.requireActual<typeof ReactModule>('react');
  const { noteContentOf } = jest.requireActual<typeof NoteHtmlModule>('../lib/note-html');
  const { mentionSearchAt } = jest.requireActual<typeof NoteRulesModule>('../lib/note-rules');
  type Props = NoteEditorProps;
  type Mention = { id: string; name: string; email: string; offset: number };
  function FakeNoteEditor({
    label,
    initialJSON,
    suggestions,
    mentionsEnabled,
    onMentionSearch,
    onChange,
  }: Props) {
    const initial = initialJSON
      ? (JSON.parse(initialJSON) as { blocks: { text: string }[] }).blocks[0]?.text
      : '';
    const [text, setText] = useState(initial ?? '');
    const [mentions, setMentions] = useState<Mention[]>([]);
    const report = (next: string, nextMentions: Mention[]) => {
      setText(next);
      setMentions(nextMentions);
      onChange(
        noteContentOf({
          blocks: [
            {
              key: 'b',
              text: next,
              type: 'unstyled',
              depth: 0,
              inlineStyleRanges: [],
              entityRanges: nextMentions.map((m, key) => ({ offset: m.offset, length: m.name.length, key })),
            },
          ],
          entityMap: Object.fromEntries(
            nextMentions.map((m, key) => [
              key,
              { type: 'mention', mutability: 'IMMUTABLE', data: { mention: m } },
            ]),
          ),
        }),
      );
      if (mentionsEnabled) onMentionSearch(mentionSearchAt(next));
    };
    return (
      <div>
        <textarea aria-label={label} value={text} onChange={(e) => report(e.target.value, mentions)} />
        {suggestions.map((s) => (
          <button
            key={s.id}
            type="button"
            onClick={() => {
              const at = text.lastIndexOf('@');
              report(`${text.slice(0, at)}${s.name}`, [...mentions, { ...s, offset: at }]);
            }}
          >
            {`Mention ${s.name}`}
          </button>
        ))}
      </div>
    );
  }
  return { __esModule: true, default: FakeNoteEditor };
});

const N = API.casesNotesDocuments;
const carrier = signedInUser();

function note(overrides: Partial<Note> = {}): Note {
  return {
    id: 'n1',
    noteContent: 'Driver waited 4 hours',
    noteHTML: '<p>Driver waited <strong>4 hours</strong></p>',
    noteJSON: JSON.stringify({ blocks: [{ text: 'Driver waited 4 hours' }], entityMap: {} }),
    createDateTime: '2026-03-02T15:30:00Z',
    creator: { firstName: 'Casey', lastName: 'Rivera', profilePicture: null },
    allowPortalAccess: true,
    isReadonly: false,
    entityId: 'ship-1',
    ...overrides,
  };
}

const person = (id: string, firstName: string, lastName: string): MentionableUser => ({
  id,
  firstName,
  lastName,
  emailAddresses: [{ value: `${firstName.toLowerCase()}@carrier.test` }],
});

const shipmentNotes = {
  entityId: 'ship-1',
  entityType: EntityType.Shipment,
  entityDescription: 'Shipment 100200',
  entityLink: '/all-shipments/100200/preview',
};

const renderPanel = (props: Partial<Parameters<typeof NotesPanel>[0]> = {}) =>
  renderInApp(<NotesPanel {...shipmentNotes} {...props} />, { user: carrier });

const editorOf = (label = 'New note') => screen.findByRole('textbox', { name: label });

describe('./NotesPanel', () => {
  it('lists notes: creator, date, sanitized HTML; internal notes marked; read-only ones without Edit or Delete', async () => {
    const api = installApiDouble().on(N.entityNotes, [
      note(),
      note({
        id: 'n2',
        noteHTML:
          '<p>Internal: rate approved<img src=x onerror="window.hacked=1"><script>window.hacked=2</script></p>',
        allowPortalAccess: false,
        isReadonly: true,
        creator: { firstName: 'Pat', lastName: 'Doe', profilePicture: 'https://files/pat.png' },
      }),
    ]);
    renderPanel();
    const first = await screen.findByRole('article', { name: 'Note by Casey Rivera' });
    expect(within(first).getByText('4 hours')).toBeInTheDocument();
    expect(within(first).getByText('Mar 02, 2026 9:30 CST')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit note' })).toBeInTheDocument();

    const internal = screen.getByRole('article', { name: 'Internal note by Pat Doe' });
    expect(within(internal).getByLabelText('Internal note')).toBeInTheDocument();
    expect(internal.querySelector('img[src="x"]')).not.toHaveAttribute('onerror');
    expect(internal.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(internal).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(within(internal).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();
    expect(api.requests(N.entityNotes)[0]?.query).toEqual({ entityId: 'ship-1', entityType: '5' });
  });

  it("a case's notes come from cases/{id}/notes, page 1, pageSize 50, mapped from its comments", async () => {
    const api = installApiDouble().on(N.notes, {
      data: [
        {
          id: 'c1',
          content: 'Lumper receipt attached',
          jsonContent: '{}',
          htmlContent: '<p>Lumper receipt attached</p>',
          timeStamp: '2026-03-02T15:30:00Z',
          createdBy: { firstName: 'Pat', lastName: 'Doe' },
          caseId: 'case-1',
          isReadOnly: true,
        },
      ],
      page: 1,
      pageSize: 50,
      totalCount: 1,
    });
    renderPanel({ entityId: 'case-1', entityType: EntityType.Case, entityDescription: 'Case 5001' });
    expect(await screen.findByText('Lumper receipt attached')).toBeInTheDocument();
    expect(api.requests(N.notes)[0]?.path).toBe('v1/cases/case-1/notes');
    expect(api.requests(N.notes)[0]?.query).toEqual({ page: '1', pageSize: '50' });
  });

  it('Send is enabled only for non-blank text; a mention found after 500 ms goes out as notifyUsers', async () => {
    const user = userEvent.setup();
    const people = [
      person('K-1', 'Maria', 'Lopez'),
      person('K-2', 'Mark', 'Stone'),
      person('K-3', 'Dale', 'Marsh'),
      person('K-4', 'Ann', 'Mayer'),
      person('K-5', 'Mat', 'Ode'),
      person('K-6', 'Max', 'Ray'),
    ];
    let notes: Note[] = [];
    const api = installApiDouble()
      .on(N.entityNotes, () => notes)
      .on(N.mentions, people)
      .on(N.addNote, (request) => {
        notes = [note({ id: 'n9', noteHTML: (request.body as { noteHTML: string }).noteHTML })];
        return notes[0]!;
      });
    renderPanel();
    const editor = await editorOf();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(editor, '   ');
    expect(send).toBeDisabled();
    await user.clear(editor);
    await user.type(editor, 'Please check (@ma');
    expect(
      await screen.findByRole('button', { name: 'Mention Maria Lopez' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    // Debounced: one search for the settled text, by entity type and id.
    expect(api.requests(N.mentions)).toHaveLength(1);
    expect(api.requests(N.mentions)[0]?.query).toEqual({ entityType: '5', entityId: 'ship-1', search: 'ma' });
    // At most 5 shown.
    expect(screen.getAllByRole('button', { name: /^Mention / })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Mention Maria Lopez' }));
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(api.requests(N.addNote)).toHaveLength(1));
    expect(api.requests(N.addNote)[0]?.body).toEqual({
      entityId: 'ship-1',
      entityDescription: 'Shipment 100200',
      entityType: EntityType.Shipment,
      entityLink: '/all-shipments/100200/preview',
      noteContent: 'Please check (Maria Lopez',
      noteHTML: '<p>Please check (<span class="mention" data-user-id="K-1">Maria Lopez</span></p>',
      noteJSON: expect.any(String),
      notifyUsers: [{ id: 'K-1', email: 'maria@carrier.test' }],
    });
    expect(await screen.findByRole('article', { name: 'Note by Casey Rivera' })).toBeInTheDocument();
    expect(await editorOf()).toHaveValue('');
  });

  it("a failed save shows 'Failed to save comment' and keeps the editor's content", async () => {
    const user = userEvent.setup();
    installApiDouble()
      .on(N.entityNotes, [])
      .on(N.addNote, { status: 500, body: { detail: 'Notes are down' } });
    renderPanel();
    await user.type(await editorOf(), 'Detention from 14:00');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to save comment')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('Detention from 14:00');
  });

  it('mentionsDisabled for invoice comments: no mention search, no notifyUsers', async () => {
    const user = userEvent.setup();
    const api = installApiDouble().on(N.entityNotes, []).on(N.addNote, note());
    renderPanel({ entityType: EntityType.ThirdParty, entityId: 'inv-1', mentionsEnabled: false });
    await user.type(await editorOf(), 'See @maria');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.requests(N.mentions)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.requests(N.addNote)).toHaveLength(1));
    expect(api.requests(N.addNote)[0]?.body).toMatchObject({
      notifyUsers: [],
      entityType: EntityType.ThirdParty,
    });
  });

  it("edits in place: Cancel, Update ('Successfully updated comment'; 'Failed to save changes' keeps editing)", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = installApiDouble()
      .on(N.entityNotes, [note()])
      .on(N.updateNote, () => (fail ? { status: 500, body: {} } : note()));
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit note' }));
    const editor = await editorOf('Edit note');
    expect(editor).toHaveValue('Driver waited 4 hours');
    await user.clear(editor);
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(editor, 'Driver waited 5 hours');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to save changes')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit note' })).toHaveValue('Driver waited 5 hours');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully updated comment')).toBeInTheDocument();
    expect(api.requests(N.updateNote).at(-1)?.path).toBe('v1/notes/n1');
    expect(api.requests(N.updateNote).at(-1)?.body).toMatchObject({ noteContent: 'Driver waited 5 hours' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
  });

  it.each([
    [200, 'Successfully removed comment'],
    [403, "Can't delete this comment"],
  ])('delete with confirmation answers %s: %s', async (status, text) => {
    const user = userEvent.setup();
    installApiDouble()
      .on(N.entityNotes, [note()])
      .on(N.deleteNote, {
        status,
        body: status === 200 ? undefined : { detail: 'This comment is read-only.' },
      });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a load error shows its extracted message with Retry', async () => {
    installApiDouble().on(N.entityNotes, { status: 500, body: { detail: 'Notes are unavailable' } });
    renderPanel();
    expect(await screen.findByText('Notes are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("a crash in the note area shows 'Unable to retrieve notes' and leaves the page around it", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installApiDouble().on(N.entityNotes, [{ ...note(), creator: null } as unknown as Note]);
    renderPanel();
    expect(await screen.findByText('Unable to retrieve notes')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notes on Shipment 100200' })).toBeInTheDocument();
  });

  it('read-only: no editor', async () => {
    installApiDouble().on(N.entityNotes, [note()]);
    renderPanel({ readOnly: true });
    await screen.findByRole('article', { name: 'Note by Casey Rivera' });
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
  });

  describe('nothing written is lost without a word (issue 27)', () => {
    beforeEach(() => window.localStorage.clear());
    const reloadPrompted = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    it("keeps a new note's draft across a reload, per user and record, says so, and Discard draft empties it", async () => {
      installApiDouble().on(N.entityNotes, []);
      const first = renderPanel();
      expect(reloadPrompted()).toBe(false);
      await userEvent.type(await editorOf(), 'Lumper receipt to follow');
      expect(reloadPrompted()).toBe(true);
      first.unmount(); // the reload

      const other = renderInApp(<NotesPanel {...shipmentNotes} entityId="ship-2" />, { user: carrier });
      expect(await editorOf()).toHaveValue('');
      other.unmount();
      const otherUser = renderInApp(<NotesPanel {...shipmentNotes} />, { user: signedInUser({ id: 'U-2' }) });
      expect(await editorOf()).toHaveValue('');
      otherUser.unmount();

      renderPanel();
      expect(await screen.findByText('Your unsaved changes from before were restored.')).toBeInTheDocument();
      expect(await editorOf()).toHaveValue('Lumper receipt to follow');
      expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(reloadPrompted()).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
      expect(await editorOf()).toHaveValue('');
      expect(screen.queryByText('Your unsaved changes from before were restored.')).not.toBeInTheDocument();
      expect(reloadPrompted()).toBe(false);
    });

    it('a sent note leaves no draft behind', async () => {
      installApiDouble()
        .on(N.entityNotes, [])
        .on(N.addNote, note({ id: 'n9' }));
      const first = renderPanel();
      await userEvent.type(await editorOf(), 'On the way');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(reloadPrompted()).toBe(false));
      first.unmount();
      renderPanel();
      expect(await editorOf()).toHaveValue('');
      expect(screen.queryByText('Your unsaved changes from before were restored.')).not.toBeInTheDocument();
    });

    it('an edit left unsaved by a reload opens again with its draft; Cancel forgets it', async () => {
      installApiDouble().on(N.entityNotes, [note()]);
      const first = renderPanel();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit note' }));
      await userEvent.type(await editorOf('Edit note'), ' at the dock');
      expect(reloadPrompted()).toBe(true);
      first.unmount();

      renderPanel();
      expect(await editorOf('Edit note')).toHaveValue('Driver waited 4 hours at the dock');
      expect(screen.getByText('Your unsaved changes from before were restored.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(reloadPrompted()).toBe(false);
      expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
      expect(Object.keys(window.localStorage).filter((key) => key.startsWith('trucks:draft:'))).toEqual([]);
    });
  });
});

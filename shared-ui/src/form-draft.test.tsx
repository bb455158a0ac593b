import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DraftRestoredNotice, clearDraft, draftKey, readDraft, useFormDraft, writeDraft } from './form-draft';
import { renderInApp, signedInUser } from './testing';

jest.setTimeout(30_000);

const order = { kind: 'order', id: '7001' };
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => window.localStorage.clear());

describe('draft storage', () => {
  it('keeps a draft per user and per record', () => {
    writeDraft('U-1', order, { freightValue: '50' });
    expect(readDraft('U-1', order)).toEqual({ freightValue: '50' });
    expect(readDraft('U-2', order)).toBeUndefined();
    expect(readDraft('U-1', { kind: 'order', id: '7002' })).toBeUndefined();
    expect(readDraft('U-1', { kind: 'note', id: '7001' })).toBeUndefined();
    clearDraft('U-1', order);
    expect(readDraft('U-1', order)).toBeUndefined();
  });

  it('drops a draft older than a week and ignores what it cannot read', () => {
    writeDraft('U-1', order, 'old', Date.now() - 8 * DAY);
    expect(readDraft('U-1', order)).toBeUndefined();
    expect(window.localStorage.getItem(draftKey('U-1', order))).toBeNull();
    window.localStorage.setItem(draftKey('U-1', order), '{not json');
    expect(readDraft('U-1', order)).toBeUndefined();
  });
});

function DraftedNote({ id }: { id: string }) {
  const draft = useFormDraft<string>({ kind: 'note', id });
  const [text, setText] = useState(draft.restored ?? '');
  return (
    <>
      {draft.restored !== undefined ? (
        <DraftRestoredNotice
          onDiscard={() => {
            draft.discard();
            setText('');
          }}
        />
      ) : null}
      <label htmlFor="note">Note</label>
      <input
        id="note"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          draft.keep(event.target.value);
        }}
      />
      <button type="button" onClick={draft.clear}>
        Save
      </button>
    </>
  );
}

describe('useFormDraft', () => {
  it('restores what the same user typed into the same record before a reload, and says so', async () => {
    const first = renderInApp(<DraftedNote id="60105" />, { user: signedInUser({ id: 'U-1' }) });
    expect(screen.queryByText('Your unsaved changes from before were restored.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Note'), 'Waiting at the dock');
    first.unmount(); // the page goes away (a reload): what was typed is written at once

    renderInApp(<DraftedNote id="60105" />, { user: signedInUser({ id: 'U-1' }) });
    expect(screen.getByText('Your unsaved changes from before were restored.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Waiting at the dock');
  });

  it('shows nothing to another user or on another record', async () => {
    writeDraft('U-1', { kind: 'note', id: '60105' }, 'mine');
    renderInApp(<DraftedNote id="60105" />, { user: signedInUser({ id: 'U-2' }) });
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.queryByText('Your unsaved changes from before were restored.')).not.toBeInTheDocument();
  });

  it('Discard draft empties the form and forgets the draft; a save forgets it too', async () => {
    writeDraft('U-1', { kind: 'note', id: '60105' }, 'mine');
    renderInApp(<DraftedNote id="60105" />, { user: signedInUser({ id: 'U-1' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(screen.queryByText('Your unsaved changes from before were restored.')).not.toBeInTheDocument();
    expect(readDraft('U-1', { kind: 'note', id: '60105' })).toBeUndefined();

    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Note'), 'again');
      act(() => jest.advanceTimersByTime(1000));
      expect(readDraft('U-1', { kind: 'note', id: '60105' })).toBe('again');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(readDraft('U-1', { kind: 'note', id: '60105' })).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

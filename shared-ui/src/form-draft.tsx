// A draft of a form's unsaved input, kept across a reload (issue 27): in localStorage under the
// signed-in user's id and the record ('order', '4100413'), so another user of the same browser never
// sees it and each record has its own. Written as the user types (debounced), read once when the form
// mounts, removed when the form is saved or the user discards it. A draft older than DRAFT_MAX_AGE_DAYS
// is dropped when read. Storage that is full or blocked (private mode) only means no draft: the form
// itself never depends on it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { useSession } from '@trucks/shared-contracts/session/use-session';

const DRAFT_RESTORED_TEXT = 'Your unsaved changes from before were restored.';
const DISCARD_DRAFT_LABEL = 'Discard draft';
const DRAFT_MAX_AGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const DRAFT_WRITE_DELAY_MS = 300;

/** The record a draft belongs to: its kind ('order', 'note') and its id ('new' for a form that creates one). */
export interface DraftRecord {
  kind: string;
  id: string;
}

interface StoredDraft<T> {
  savedAt: number;
  value: T;
}

/** The localStorage key of a user's draft of a record. */
export function draftKey(userId: string, record: DraftRecord): string {
  return `trucks:draft:${encodeURIComponent(userId)}:${encodeURIComponent(record.kind)}:${encodeURIComponent(record.id)}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft<T>(userId: string, record: DraftRecord, now = Date.now()): T | undefined {
  const key = draftKey(userId, record);
  try {
    const text = storage()?.getItem(key);
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<StoredDraft<T>>;
    if (
      typeof stored.savedAt !== 'number' ||
      !('value' in stored) ||
      now - stored.savedAt > DRAFT_MAX_AGE_DAYS * DAY_MS
    ) {
      storage()?.removeItem(key);
      return undefined;
    }
    return stored.value;
  } catch {
    return undefined;
  }
}

export function writeDraft<T>(userId: string, record: DraftRecord, value: T, now = Date.now()): void {
  try {
    storage()?.setItem(
      draftKey(userId, record),
      JSON.stringify({ savedAt: now, value } satisfies StoredDraft<T>),
    );
  } catch {
    // Full or blocked storage: no draft this time.
  }
}

export function clearDraft(userId: string, record: DraftRecord): void {
  try {
    storage()?.removeItem(draftKey(userId, record));
  } catch {
    // Nothing stored.
  }
}

export interface FormDraft<T> {
  /** The draft found when the form mounted (what to start from), until it is discarded. */
  restored: T | undefined;
  /**
   * Keep `value` as the draft, written a moment later (the last of quick calls wins); a function is
   * read when the draft is written, so changes made in code just after a keystroke are kept too.
   */
  keep: (value: T | (() => T)) => void;
  /** The form was saved: the draft is gone. */
  clear: () => void;
  /** The user threw the draft away: it is gone and `restored` is undefined again. */
  discard: () => void;
}

/**
 * The signed-in user's draft of `record`. Without a signed-in user nothing is kept. A change of
 * record reads that record's draft.
 */
export function useFormDraft<T>(record: DraftRecord): FormDraft<T> {
  const userId = useSession((session) => session.user?.id ?? '');
  const { kind, id } = record;
  const target = useMemo(() => ({ kind, id }), [kind, id]);
  const [restored, setRestored] = useState<{ key: string; value: T | undefined }>(() => ({
    key: userId ? draftKey(userId, target) : '',
    value: userId ? readDraft<T>(userId, target) : undefined,
  }));
  const currentKey = userId ? draftKey(userId, target) : '';
  let shown = restored;
  if (restored.key !== currentKey) {
    shown = { key: currentKey, value: userId ? readDraft<T>(userId, target) : undefined };
    setRestored(shown);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    pending.current?.();
    pending.current = undefined;
  }, []);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);
  // A reload or a close right after a keystroke still keeps it; so does leaving the page.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush, currentKey]);

  const keep = useCallback(
    (value: T | (() => T)) => {
      if (!userId) return;
      cancel();
      pending.current = () =>
        writeDraft(userId, target, typeof value === 'function' ? (value as () => T)() : value);
      timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    },
    [userId, target, cancel, flush],
  );
  const clear = useCallback(() => {
    cancel();
    if (userId) clearDraft(userId, target);
  }, [userId, target, cancel]);
  const discard = useCallback(() => {
    clear();
    setRestored({ key: currentKey, value: undefined });
  }, [clear, currentKey]);

  return { restored: shown.value, keep, clear, discard };
}

/** 'Your unsaved changes from before were restored.' with 'Discard draft' (which puts the form back). */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={DRAFT_RESTORED_TEXT}
      style={{ marginBottom: 12 }}
      action={
        <Button size="small" onClick={onDiscard}>
          {DISCARD_DRAFT_LABEL}
        </Button>
      }
    />
  );
}

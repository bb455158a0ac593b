// What the shell remembers for one sign-in session, not for one tab: the Samsara modal's dismissal
// (issue 27: dismissed, it came back on every full page load and in every new tab). Kept in
// localStorage, so a reload or another tab of the same session reads it, under the user's id, so it
// never carries over to another user. The session controller forgets it when a session begins with a
// sign-in (not at a silent renewal, nor at a reload with the live trucks-jwt) and when one ends
// (logout, expiry, a 401): sign-out or a new session shows the modal again.

const SESSION_MEMORY_KEY = 'trucks.sessionMemory';

type SessionMemory = { userId: string; entries: Record<string, string> };

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(storage: Storage | undefined): SessionMemory | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SESSION_MEMORY_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { userId, entries } = parsed as Partial<SessionMemory>;
    if (typeof userId !== 'string' || typeof entries !== 'object' || entries === null) return undefined;
    return { userId, entries };
  } catch {
    return undefined;
  }
}

/** What was remembered under `name` in this session for this user. */
export function recallForSession(
  userId: string,
  name: string,
  storage = browserStorage(),
): string | undefined {
  const memory = read(storage);
  return memory?.userId === userId ? memory.entries[name] : undefined;
}

/** Remember `value` under `name` until the session ends. Storage refused: this page view only. */
export function rememberForSession(
  userId: string,
  name: string,
  value: string,
  storage = browserStorage(),
): void {
  const memory = read(storage);
  const entries = memory?.userId === userId ? memory.entries : {};
  try {
    storage?.setItem(SESSION_MEMORY_KEY, JSON.stringify({ userId, entries: { ...entries, [name]: value } }));
  } catch {
    // Private mode or a full storage: nothing to keep.
  }
}

/** A session begins with a sign-in, or ends: nothing of the last one is remembered. */
export function forgetSessionMemory(storage = browserStorage()): void {
  try {
    storage?.removeItem(SESSION_MEMORY_KEY);
  } catch {
    // Storage refused: there is nothing in it.
  }
}

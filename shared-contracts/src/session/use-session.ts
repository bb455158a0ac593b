// The React view of the session for every app: `useSession()` for the whole state, or a selector
// to re-render only when that part changes, e.g. `useSession((session) => session.user)`.
import { useStore } from 'zustand';
import { sessionStore } from './session-store';
import type { SessionState } from './session-store';

export function useSession(): SessionState;
export function useSession<Selected>(selector: (session: SessionState) => Selected): Selected;
export function useSession<Selected>(
  selector?: (session: SessionState) => Selected,
): SessionState | Selected {
  return useStore<typeof sessionStore, SessionState | Selected>(sessionStore, selector ?? wholeSession);
}

function wholeSession(session: SessionState): SessionState {
  return session;
}

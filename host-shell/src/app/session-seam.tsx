// The session as the route table sees it: the gate that settles sign-in before anything renders, the
// signed-in user for the guards, the persona fallback and the admin-only pages.
import type { ReactNode } from 'react';
import { personaFallbackPath, isAdmin } from '@trucks/shared-contracts/access/user-traits';
import type { AccessUser } from '@trucks/shared-contracts/access/user-traits';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { NotAuthorized } from '../features/shell-chrome/components/not-authorized';

export { SessionGate } from '../features/session/components/session-gate';

/** The signed-in user the access rules read; null on public pages. */
export function useAccessUser(): AccessUser | null {
  return useSession((session) => session.user);
}

/** Where an unknown top-level path goes (spec 000 §2): the persona's home, the dashboard without a session. */
export function useFallbackPath(): string {
  const user = useAccessUser();
  return user ? personaFallbackPath(user) : '/dashboard';
}

/** Admin-only pages (the remotes' status page for ops). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useAccessUser();
  return user && isAdmin(user) ? <>{children}</> : <NotAuthorized />;
}

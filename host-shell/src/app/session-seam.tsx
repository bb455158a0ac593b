// The seam where the later sign-in issue plugs in the session (MSAL, driver token, trucks-jwt). Until
// then nobody is signed in: every page renders, and the route fallback is the one for "anyone else".
import type { ReactNode } from 'react';
import { personaFallbackPath } from '@trucks/shared-contracts/access/user-traits';
import type { AccessUser } from '@trucks/shared-contracts/access/user-traits';

/** Wraps the routes; the sign-in issue makes it redirect to the identity provider and provide the session. */
export function SessionGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The signed-in user the access rules read; none before the sign-in issue. */
export function useAccessUser(): AccessUser | null {
  return null;
}

/** Where an unknown top-level path goes (spec 000 §2): the persona's home, the dashboard without a session. */
export function useFallbackPath(): string {
  const user = useAccessUser();
  return user ? personaFallbackPath(user) : '/dashboard';
}

/** Admin-only pages (the status page); the sign-in issue applies the Admin rule here. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

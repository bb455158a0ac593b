// The access column of the route table (spec 000 §2, §6; 001 §2) applied to every signed-in route:
// allowed renders the page, a route with a deniedRedirect sends the user there (the dashboard sends
// non-carriers to the all-shipments list), anything else shows the not-authorized page.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accessForPath } from '@trucks/shared-contracts/access/route-access';
import { evaluateRouteAccess } from '@trucks/shared-contracts/access/route-guard';
import { NotAuthorized } from '../features/shell-chrome/components/not-authorized';
import { useSignInAgain } from '../features/session/components/session-gate';
import { useAccessUser } from './session-seam';

/** Without a session (it ended in another tab): load the page again, so sign-in runs and returns here. */
function SignInAgain() {
  const signInAgain = useSignInAgain();
  useEffect(() => signInAgain(), [signInAgain]);
  return null;
}

export function GuardedOutlet() {
  const user = useAccessUser();
  const { pathname } = useLocation();
  const entry = accessForPath(pathname);
  // A path without a row is left to the fallback route.
  if (!entry) return <Outlet />;
  switch (evaluateRouteAccess(user, entry.access)) {
    case 'allowed':
      return <Outlet />;
    case 'unauthenticated':
      return <SignInAgain />;
    case 'forbidden':
      return entry.access.deniedRedirect ? (
        <Navigate to={entry.access.deniedRedirect} replace />
      ) : (
        <NotAuthorized />
      );
  }
}

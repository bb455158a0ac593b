// Renders the portal once the session is settled (spec 000 §4: "Once signed in the app renders"):
// a spinner while entry runs, the sign-in failure with a way out, public pages without a session,
// and after a new sign-in 'Login Successful' (4 s) and the remembered path.
import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { App as AntdApp, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setSessionUser } from '@trucks/shared-contracts/session/session-writer';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { StatusView } from '@trucks/shared-ui/status-view';
import { useCurrentUser } from '../../../api/current-user';
import { afterFirstContent } from '../../../lib/first-content';
import type { SessionController } from '../lib/session-controller';
import type { SessionVariant, StartOutcome } from '../lib/start-outcome';

const LOGIN_SUCCESSFUL = 'Login Successful';

interface SessionContextValue {
  controller: SessionController;
  variant: SessionVariant;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks are used inside SessionGate');
  return value;
}

/** 'driver' when the driver app is in use: no top bar, no side navigation. */
export function useSessionVariant(): SessionVariant {
  return useSessionContext().variant;
}

/** Logout: forgets the session here and at the identity provider. */
export function useLogout(): () => void {
  const { controller } = useSessionContext();
  // Stable, so the memoized chrome (top bar, user menu) does not render again for a new function.
  return useCallback(() => void controller.logout(), [controller]);
}

/** Loads the page again to sign in afresh, unless a logout is already taking it to the provider. */
export function useSignInAgain(): () => void {
  const { controller } = useSessionContext();
  return useCallback(() => controller.signInAgain(), [controller]);
}

/** Completes a username-and-password sign-in (/login) like any other sign-in. */
export function useCompleteLogin(): (response: Parameters<SessionController['beginFromLogin']>[0]) => void {
  const { controller } = useSessionContext();
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  return (response) => {
    const { returnPath } = controller.beginFromLogin(response);
    void message.success(LOGIN_SUCCESSFUL);
    navigate(returnPath ?? '/', { replace: true });
  };
}

/**
 * Keeps the session user current: re-read whenever a write invalidates ['me'] (a profile save), so
 * navigation and guards follow the change without a reload.
 */
function CurrentUserSync() {
  const user = useSession((session) => session.user);
  const current = useCurrentUser({
    enabled: user !== null,
    staleTime: Infinity,
    ...(user ? { initialData: user } : {}),
  });
  useEffect(() => {
    if (current.data && current.data !== user) setSessionUser(current.data);
    // Only a new answer from the server updates the session; the session user itself is not a trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current.data]);
  return null;
}

type GateState = { phase: 'starting' } | StartOutcome;

function ReturnTo({ path, onArrived }: { path: string; onArrived: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (here === path) onArrived();
    else navigate(path, { replace: true });
  }, [here, path, navigate, onArrived]);
  return <LoadingState label="Signing in" />;
}

export function SessionGate({
  controller,
  children,
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  const [state, setState] = useState<GateState>({ phase: 'starting' } as GateState);
  const { message } = AntdApp.useApp();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode mounts effects twice in development; entry must run once per page load.
    if (started.current) return;
    started.current = true;
    controller.start().then(
      (outcome) => {
        if (outcome.kind === 'signed-in' && outcome.isNewSignIn) {
          // After the landing page's first content (issue 26): the page first, then its welcome.
          afterFirstContent(() => void message.success(LOGIN_SUCCESSFUL));
        }
        if (outcome.kind === 'failed' && outcome.toastSeconds) {
          void message.error(outcome.message, outcome.toastSeconds);
        }
        // The signed-in portal is the page's largest render: as a transition React renders it in
        // slices that leave the main thread free between them, instead of one long task.
        startTransition(() => setState(outcome));
      },
      (error: unknown) => {
        console.error('Sign-in failed', error);
        setState({ kind: 'failed', message: 'Sign-in could not be completed. Try again.' });
      },
    );
  }, [controller, message]);

  useEffect(() => () => controller.dispose(), [controller]);
  useEffect(() => () => queryClient.clear(), [queryClient]);

  if ('phase' in state) {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <LoadingState label="Signing in" />
      </div>
    );
  }
  if (state.kind === 'redirecting') {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <LoadingState label="Redirecting to sign-in" />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <StatusView
        status="warning"
        title="Sign-in could not be completed"
        subTitle={state.message}
        extra={
          <Button type="primary" onClick={() => window.location.assign('/')}>
            Sign in again
          </Button>
        }
      />
    );
  }
  if (state.kind === 'signed-in' && state.returnPath) {
    // The router applies navigations in a transition: render nothing until the address is the
    // remembered one, or the route table would first see the root and send the user to the fallback.
    const { returnPath, ...arrived } = state;
    return <ReturnTo path={returnPath} onArrived={() => setState(arrived)} />;
  }
  const variant: SessionVariant = state.kind === 'signed-in' ? state.variant : 'full';
  return (
    <SessionContext.Provider value={{ controller, variant }}>
      <CurrentUserSync />
      {children}
    </SessionContext.Provider>
  );
}

// Spec 000 §6, 001 §2 "Other": 'Expired Samsara Token', for admins whose Samsara tracking token has
// expired (not for driver-only users), linking to the profile's integrations tab. Dismissed, it stays
// closed for the rest of the sign-in session: reloads and other tabs too; sign-out or a new session
// shows it again (lib/session-memory.ts).
//
// The dialog (expired-samsara-dialog.tsx) loads when it is to show: a moment after the shell starts.
// A load that fails shows nothing this time; the next start asks again (it is a reminder, and the
// profile's integrations tab says the same).
import { useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { shouldShowExpiredSamsaraModal } from '@trucks/shared-contracts/access/user-traits';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { loadInto } from '@trucks/shared-ui/module-slot';
import type { ModuleSlot } from '@trucks/shared-ui/module-slot';
import { recallForSession, rememberForSession } from '../../../lib/session-memory';
import type { ExpiredSamsaraDialogProps } from './expired-samsara-dialog';

/** The session memory's entry set once the modal was dismissed. */
const SAMSARA_MODAL_DISMISSED = 'expiredSamsaraModalDismissed';

const dialogSlot: ModuleSlot<ComponentType<ExpiredSamsaraDialogProps>> = {};
const loadDialog = () => import('./expired-samsara-dialog').then((module) => module.ExpiredSamsaraDialog);

/** The dialog's component once it is needed and loaded (undefined before, and after a failed load). */
function useDialog(needed: boolean): ComponentType<ExpiredSamsaraDialogProps> | undefined {
  const [Dialog, setDialog] = useState(() => dialogSlot.value);
  useEffect(() => {
    if (!needed || Dialog) return undefined;
    let mounted = true;
    loadInto(dialogSlot, loadDialog).then(
      (loaded) => mounted && setDialog(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [needed, Dialog]);
  return Dialog;
}

export function ExpiredSamsaraModal() {
  const user = useSession((session) => session.user);
  const navigate = useNavigate();
  const userId = user?.id;
  const [dismissedNow, setDismissedNow] = useState(false);
  const dismissedEarlier = useMemo(
    () => (userId ? recallForSession(userId, SAMSARA_MODAL_DISMISSED) === '1' : false),
    [userId],
  );
  const dismissed = dismissedNow || dismissedEarlier;
  const dismiss = () => {
    if (user) rememberForSession(user.id, SAMSARA_MODAL_DISMISSED, '1');
    setDismissedNow(true);
  };
  const open = Boolean(user && shouldShowExpiredSamsaraModal(user)) && !dismissed;
  const Dialog = useDialog(open);
  // Once loaded it stays rendered, closed, so that antd plays its closing animation.
  if (!Dialog) return null;
  return (
    <Dialog
      open={open}
      companyName={user?.companyName}
      onDismiss={dismiss}
      onGoToIntegrations={() => {
        dismiss();
        void navigate(paths.profileIntegrations());
      }}
    />
  );
}

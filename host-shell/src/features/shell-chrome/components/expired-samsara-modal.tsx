// Spec 000 §6, 001 §2 "Other": 'Expired Samsara Token', for admins whose Samsara tracking token has
// expired (not for driver-only users), linking to the profile's integrations tab. Dismissed, it stays
// closed for the rest of the sign-in session: reloads and other tabs too; sign-out or a new session
// shows it again (lib/session-memory.ts).
//
// It opens as the shell starts, before a remote page's drawer or dialog (a load's preview on a direct
// link): at antd's common z-index the later overlay covered it and its mask (issue 27). It sits above
// every page overlay, below the toasts.
import { useEffect, useMemo, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { shouldShowExpiredSamsaraModal } from '@trucks/shared-contracts/access/user-traits';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { recallForSession, rememberForSession } from '../../../lib/session-memory';

/** The session memory's entry set once the modal was dismissed. */
const SAMSARA_MODAL_DISMISSED = 'expiredSamsaraModalDismissed';

const MODAL_CLASS = 'trucks-expired-samsara-modal';

/**
 * The modal keeps the keyboard while it is open. antd traps focus in the overlay locked last, and a
 * load preview's drawer that opens after the modal takes the focus to itself, under the modal (a
 * keyboard user tabbed through the drawer). When the focus lands outside the modal (toasts aside), the
 * trap is let go and taken again, which makes the modal the last lock and brings the focus back.
 */
function useKeepsFocus(open: boolean): boolean {
  const [trap, setTrap] = useState(true);
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest(`.${MODAL_CLASS}, .ant-message, .ant-notification`)) return;
      setTrap(false);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);
  useEffect(() => {
    if (!trap) setTrap(true);
  }, [trap]);
  return trap;
}

/** Above antd's page overlays (drawers, modals and their popups: 1000-1080), below its toasts (2010+). */
export const SAMSARA_MODAL_Z_INDEX = 1500;

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
  const trap = useKeepsFocus(open);
  return (
    <Modal
      open={open}
      zIndex={SAMSARA_MODAL_Z_INDEX}
      rootClassName={MODAL_CLASS}
      focusable={{ trap }}
      title="Expired Samsara Token"
      onCancel={dismiss}
      footer={[
        <Button key="dismiss" onClick={dismiss}>
          Dismiss
        </Button>,
        <Button
          key="integrations"
          type="primary"
          onClick={() => {
            dismiss();
            navigate(paths.profileIntegrations());
          }}
        >
          Go to Integrations
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        The Samsara tracking integration token for {user?.companyName ?? 'your company'} has expired, so
        shipments are no longer tracked through Samsara.
      </Typography.Paragraph>
      <Typography.Paragraph>Reconnect Samsara on the Integrations tab of your profile.</Typography.Paragraph>
    </Modal>
  );
}

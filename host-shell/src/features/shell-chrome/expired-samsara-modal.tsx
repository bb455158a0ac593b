// Spec 000 §6, 001 §2 "Other": 'Expired Samsara Token', for admins whose Samsara tracking token has
// expired (not for driver-only users), linking to the profile's integrations tab. Dismissed, it
// stays closed for the rest of this browser session.
import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { shouldShowExpiredSamsaraModal } from '@trucks/shared-contracts/access/user-traits';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { paths } from '@trucks/shared-contracts/routes/paths';

/** sessionStorage key: set once the modal was dismissed in this browser session. */
export const SAMSARA_MODAL_DISMISSED_KEY = 'trucks.expiredSamsaraModalDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(SAMSARA_MODAL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function ExpiredSamsaraModal() {
  const user = useSession((session) => session.user);
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const dismiss = () => {
    try {
      sessionStorage.setItem(SAMSARA_MODAL_DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): closed for this page view only.
    }
    setDismissed(true);
  };
  const open = Boolean(user && shouldShowExpiredSamsaraModal(user)) && !dismissed;
  return (
    <Modal
      open={open}
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

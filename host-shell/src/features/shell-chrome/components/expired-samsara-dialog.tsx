// The 'Expired Samsara Token' dialog itself (expired-samsara-modal.tsx decides when it shows). A chunk
// of its own: antd's Modal with its static confirm functions is not on any page's first load for a
// dialog that few admins ever see (issue 26).
//
// It sits above every page overlay, below the toasts: it opens as the shell starts, before a remote
// page's drawer or dialog (a load's preview on a direct link), and at antd's common z-index the later
// overlay covered it and its mask (issue 27).
import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';

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

export interface ExpiredSamsaraDialogProps {
  open: boolean;
  companyName: string | undefined;
  onDismiss: () => void;
  onGoToIntegrations: () => void;
}

export function ExpiredSamsaraDialog({
  open,
  companyName,
  onDismiss,
  onGoToIntegrations,
}: ExpiredSamsaraDialogProps) {
  const trap = useKeepsFocus(open);
  return (
    <Modal
      open={open}
      zIndex={SAMSARA_MODAL_Z_INDEX}
      rootClassName={MODAL_CLASS}
      focusable={{ trap }}
      title="Expired Samsara Token"
      onCancel={onDismiss}
      footer={[
        <Button key="dismiss" onClick={onDismiss}>
          Dismiss
        </Button>,
        <Button key="integrations" type="primary" onClick={onGoToIntegrations}>
          Go to Integrations
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        The Samsara tracking integration token for {companyName ?? 'your company'} has expired, so shipments
        are no longer tracked through Samsara.
      </Typography.Paragraph>
      <Typography.Paragraph>Reconnect Samsara on the Integrations tab of your profile.</Typography.Paragraph>
    </Modal>
  );
}

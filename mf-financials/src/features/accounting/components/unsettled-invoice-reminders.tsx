// The unsettled invoice reminders in the accounting top bar, for users with CarrierBillingSettings
// (issue 14). The form (antd's Select, in its late part) is a chunk of its own, loaded once the list
// has rendered: a setting is not what the list's first paint waits for, and a user without the
// permission never downloads it. While it loads its place is kept (the totals line does not move);
// a failed load says so there, with Try again, and the list keeps working.
import { Component, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { Permission } from '@trucks/shared-contracts/domain/permission';
import { useSession } from '@trucks/shared-contracts/session/use-session';

type RemindersForm = ComponentType<{ companyId: string }>;
const loadForm = (): Promise<RemindersForm> =>
  import('./unsettled-invoice-reminders-form').then((m) => m.UnsettledInvoiceRemindersForm);

// Kept once loaded, so that a return visit renders the form at once. Loaded into state, not through
// React.lazy: React holds a Suspense boundary's content back until 300 ms after its fallback showed
// (shared-ui's loaded-module.ts, which a remote cannot import).
let loadedForm: RemindersForm | undefined;

/** The form once loaded; a failed load is thrown to the boundary, and a remount loads again. */
function useRemindersForm(): RemindersForm | undefined {
  const [form, setForm] = useState(() => loadedForm);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (form) return undefined;
    let mounted = true;
    loadForm().then(
      (loaded) => {
        loadedForm = loaded;
        if (mounted) setForm(() => loaded);
      },
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [form]);
  if (failure) throw failure.error;
  return form;
}

/** The Select (150px) and Save, 32px high: the space the form takes once loaded. */
const FORM_SIZE = { minWidth: 214, height: 32 };

class RemindersBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Flex gap={8} align="center" style={FORM_SIZE}>
        <Typography.Text type="danger">The reminders could not be loaded.</Typography.Text>
        <Button size="small" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </Flex>
    );
  }
}

function LoadedRemindersForm({ companyId }: { companyId: string }) {
  const Form = useRemindersForm();
  if (Form) return <Form companyId={companyId} />;
  return (
    <Flex
      role="status"
      aria-label="Loading reminders"
      aria-busy="true"
      align="center"
      justify="center"
      style={FORM_SIZE}
    >
      <Spin size="small" />
    </Flex>
  );
}

export function UnsettledInvoiceReminders() {
  const user = useSession((session) => session.user);
  if (!user?.permissions.includes(Permission.CarrierBillingSettings)) return null;
  return (
    <RemindersBoundary>
      <LoadedRemindersForm companyId={user.companyId} />
    </RemindersBoundary>
  );
}

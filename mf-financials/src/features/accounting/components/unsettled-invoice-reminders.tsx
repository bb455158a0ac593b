// The unsettled invoice reminders in the accounting top bar, for users with CarrierBillingSettings
// (issue 14). The form (antd's Select, in its late part) is a chunk of its own, loaded once the list
// has rendered: a setting is not what the list's first paint waits for, and a user without the
// permission never downloads it. While it loads its place is kept (the totals line does not move);
// a failed load says so there, with Try again, and the list keeps working.
import { Permission } from '@trucks/shared-contracts/domain/permission';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';

/** The Select (150px) and Save, 32px high: the space the form takes once loaded. */
const FORM_SIZE = { minWidth: 214, height: 32 };

const RemindersForm = lazyPanel(
  () => import('./unsettled-invoice-reminders-form').then((m) => m.UnsettledInvoiceRemindersForm),
  'Loading reminders',
  'The reminders could not be loaded.',
  { inline: FORM_SIZE },
);

export function UnsettledInvoiceReminders() {
  const user = useSession((session) => session.user);
  if (!user?.permissions.includes(Permission.CarrierBillingSettings)) return null;
  return <RemindersForm companyId={user.companyId} />;
}

// How often the carrier is reminded of unsettled invoices (issue 14), in the accounting top bar, for
// users with CarrierBillingSettings: a button 'Invoice reminders' whose menu offers Never, Daily,
// Weekly and Monthly; a choice is saved at once and says what was saved. The portal cannot read the
// current schedule (the carrier read leaves it out), so no choice is marked as the current one. A menu
// (antd's Dropdown, in the first part the shell's user menu already loads), not a Select and Save:
// one click fewer, and the accounting list's first visit downloads no antd late part for it.
import { App, Button, Dropdown } from 'antd';
import { BellOutlined, DownOutlined } from '@ant-design/icons';
import type { UnsettledInvoiceNotificationSchedule } from '@trucks/shared-contracts/api/catalogue/carriers';
import { Permission } from '@trucks/shared-contracts/domain/permission';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { useUpdateNotificationSchedule } from '../api/notification-schedule';

type Schedule = UnsettledInvoiceNotificationSchedule['schedule'];
const SCHEDULES: readonly Schedule[] = ['Never', 'Daily', 'Weekly', 'Monthly'];

const reminderSavedMessage = (schedule: Schedule) =>
  schedule === 'Never'
    ? 'Unsettled invoice reminders turned off'
    : `Unsettled invoice reminders set to ${schedule.toLowerCase()}`;

function RemindersMenu({ companyId }: { companyId: string }) {
  const { message } = App.useApp();
  const save = useUpdateNotificationSchedule();
  return (
    <Dropdown
      trigger={['click']}
      disabled={save.isPending}
      menu={{
        'aria-label': 'Unsettled invoice reminders',
        items: SCHEDULES.map((schedule) => ({ key: schedule, label: schedule })),
        onClick: ({ key }) => {
          const schedule = key as Schedule;
          save.mutate(
            { params: { id: companyId }, body: { schedule } },
            {
              onSuccess: () => void message.success(reminderSavedMessage(schedule)),
              onError: (error) => void message.error(formatErrorMessage(error.body, error.message)),
            },
          );
        },
      }}
    >
      <Button icon={<BellOutlined />} loading={save.isPending}>
        Invoice reminders <DownOutlined />
      </Button>
    </Dropdown>
  );
}

export function UnsettledInvoiceReminders() {
  const user = useSession((session) => session.user);
  if (!user?.permissions.includes(Permission.CarrierBillingSettings)) return null;
  return <RemindersMenu companyId={user.companyId} />;
}

// How often the carrier is reminded of unsettled invoices (issue 14): a Never/Daily/Weekly/Monthly
// choice and Save. The portal cannot read the current schedule (the carrier read leaves it out), so the
// choice starts empty and says what was saved. Loaded after the accounting list's first paint
// (unsettled-invoice-reminders.tsx): antd's Select is in its late part.
import { useState } from 'react';
import { App, Button, Flex, Select } from 'antd';
import type { UnsettledInvoiceNotificationSchedule } from '@trucks/shared-contracts/api/catalogue/carriers';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { useUpdateNotificationSchedule } from '../api/notification-schedule';

type Schedule = UnsettledInvoiceNotificationSchedule['schedule'];
const SCHEDULES: readonly Schedule[] = ['Never', 'Daily', 'Weekly', 'Monthly'];

const reminderSavedMessage = (schedule: Schedule) =>
  schedule === 'Never'
    ? 'Unsettled invoice reminders turned off'
    : `Unsettled invoice reminders set to ${schedule.toLowerCase()}`;

export function UnsettledInvoiceRemindersForm({ companyId }: { companyId: string }) {
  const { message } = App.useApp();
  const [schedule, setSchedule] = useState<Schedule | undefined>();
  const save = useUpdateNotificationSchedule();
  return (
    <Flex gap={4} align="center">
      <Select<Schedule>
        aria-label="Unsettled invoice reminders"
        placeholder="Remind me of unsettled invoices"
        value={schedule}
        onChange={setSchedule}
        options={SCHEDULES.map((value) => ({ value, label: value }))}
        style={{ minWidth: 150 }}
      />
      <Button
        disabled={!schedule}
        loading={save.isPending}
        onClick={() => {
          if (!schedule) return;
          save.mutate(
            { params: { id: companyId }, body: { schedule } },
            {
              onSuccess: () => void message.success(reminderSavedMessage(schedule)),
              onError: (error) => void message.error(formatErrorMessage(error.body, error.message)),
            },
          );
        }}
      >
        Save
      </Button>
    </Flex>
  );
}

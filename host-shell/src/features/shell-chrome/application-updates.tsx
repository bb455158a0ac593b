// The top bar's application-updates button: a drawer with the running version and what is new.
import { useState } from 'react';
import { Button, Drawer, Tag, Timeline, Typography } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { APPLICATION_UPDATES } from './application-updates-notes';
import type { ApplicationUpdate } from './application-updates-notes';

export interface ApplicationUpdatesProps {
  /** Release notes, newest first (defaults to the portal's own). */
  updates?: readonly ApplicationUpdate[];
}

export function ApplicationUpdates({ updates = APPLICATION_UPDATES }: ApplicationUpdatesProps) {
  const { appVersion } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        aria-label="Application Updates"
        icon={<NotificationOutlined aria-hidden />}
        onClick={() => setOpen(true)}
      />
      <Drawer
        title="Application Updates"
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size={400}
      >
        <Typography.Paragraph>
          You are using version <Typography.Text strong>{appVersion}</Typography.Text>.
        </Typography.Paragraph>
        {updates.length === 0 ? (
          <Typography.Paragraph type="secondary">No release notes yet.</Typography.Paragraph>
        ) : (
          <Timeline
            items={updates.map((update) => ({
              key: update.version,
              color: update.version === appVersion ? 'blue' : 'gray',
              content: (
                <section aria-label={`Version ${update.version}`}>
                  <Typography.Title level={5} style={{ marginTop: 0 }}>
                    Version {update.version}{' '}
                    {update.version === appVersion ? <Tag color="blue">Current</Tag> : null}
                  </Typography.Title>
                  <Typography.Text type="secondary">{formatCalendarDate(update.date)}</Typography.Text>
                  <ul style={{ paddingLeft: 18, marginTop: 4 }}>
                    {update.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                </section>
              ),
            }))}
          />
        )}
      </Drawer>
    </>
  );
}

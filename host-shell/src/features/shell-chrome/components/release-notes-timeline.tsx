// The application-updates drawer's release notes as a timeline, in a chunk of its own: antd's Timeline
// is not in the first part of antd, so it loads when the drawer first opens (application-updates.tsx).
import { Tag, Timeline, Typography } from 'antd';
import { formatCalendarDate } from '@trucks/shared-contracts/format/date-time';
import type { ApplicationUpdate } from '../lib/application-updates-notes';

export interface ReleaseNotesTimelineProps {
  /** Release notes, newest first. */
  updates: readonly ApplicationUpdate[];
  /** The running version, marked 'Current'. */
  appVersion: string;
}

export function ReleaseNotesTimeline({ updates, appVersion }: ReleaseNotesTimelineProps) {
  return (
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
  );
}

// The top bar's application-updates button: a drawer with the running version and what is new. The
// release notes' timeline is a chunk of its own (release-notes-timeline.tsx), loaded when the drawer
// opens, or earlier when the pointer or the focus reaches the button: the top bar is on the first
// paint of every page, and antd's Timeline is not in antd's first part.
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Alert, Button, Drawer, Typography } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { loadChunkOnce, loadedChunk } from '../../../lib/chunk-once';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { APPLICATION_UPDATES } from '../lib/application-updates-notes';
import type { ApplicationUpdate } from '../lib/application-updates-notes';
import type { ReleaseNotesTimelineProps } from './release-notes-timeline';

type ReleaseNotesTimeline = ComponentType<ReleaseNotesTimelineProps>;

export type LoadReleaseNotesTimeline = () => Promise<ReleaseNotesTimeline>;

const loadTimelineChunk: LoadReleaseNotesTimeline = () =>
  import('./release-notes-timeline').then((module) => module.ReleaseNotesTimeline);

export interface ApplicationUpdatesProps {
  /** Release notes, newest first (defaults to the portal's own). */
  updates?: readonly ApplicationUpdate[];
  /** Where the timeline's code comes from (its chunk; tests give a failing one). */
  loadReleaseNotes?: LoadReleaseNotesTimeline;
}

export function ApplicationUpdates({
  updates = APPLICATION_UPDATES,
  loadReleaseNotes = loadTimelineChunk,
}: ApplicationUpdatesProps) {
  const { appVersion } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const preload = () => void loadChunkOnce(loadReleaseNotes).catch(() => undefined);
  return (
    <>
      <Button
        type="text"
        aria-label="Application Updates"
        icon={<NotificationOutlined aria-hidden />}
        onPointerEnter={preload}
        onFocus={preload}
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
          <ReleaseNotes updates={updates} appVersion={appVersion} load={loadReleaseNotes} />
        )}
      </Drawer>
    </>
  );
}

/** The timeline once its chunk is here: a spinner before, the failure with Retry if it did not come. */
function ReleaseNotes({
  updates,
  appVersion,
  load,
}: ReleaseNotesTimelineProps & { load: LoadReleaseNotesTimeline }) {
  const [Timeline, setTimeline] = useState<ReleaseNotesTimeline | undefined>(() => loadedChunk(load));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Timeline) return undefined;
    let mounted = true;
    loadChunkOnce(load).then(
      (timeline) => mounted && setTimeline(() => timeline),
      (error: unknown) => {
        console.error('The release notes could not be loaded:', error);
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [load, attempt, Timeline]);

  if (Timeline) return <Timeline updates={updates} appVersion={appVersion} />;
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title="The release notes could not be loaded."
        action={
          <Button
            size="small"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Retry
          </Button>
        }
      />
    );
  }
  return <LoadingState label="Loading release notes" />;
}

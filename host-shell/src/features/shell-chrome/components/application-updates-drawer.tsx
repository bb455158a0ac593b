// The Application Updates drawer: the running version and what is new. A chunk of its own (antd's
// Drawer is not on the first paint), loaded when the top bar's button is first used or pointed at
// (application-updates.tsx). The release notes' timeline is a chunk of its own too
// (release-notes-timeline.tsx: antd's Timeline is not in antd's first part), asked for with this one.
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { Alert, Button, Drawer, Typography } from 'antd';
import { LoadingState } from '@trucks/shared-ui/loading-state';
import { loadChunkOnce, loadedChunk } from '../../../lib/chunk-once';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import type { ApplicationUpdate } from '../lib/application-updates-notes';
import type { ReleaseNotesTimelineProps } from './release-notes-timeline';

type ReleaseNotesTimeline = ComponentType<ReleaseNotesTimelineProps>;

export type LoadReleaseNotesTimeline = () => Promise<ReleaseNotesTimeline>;

export interface ApplicationUpdatesDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Release notes, newest first. */
  updates: readonly ApplicationUpdate[];
  /** Where the timeline's code comes from. */
  loadReleaseNotes: LoadReleaseNotesTimeline;
}

export function ApplicationUpdatesDrawer({
  open,
  onClose,
  updates,
  loadReleaseNotes,
}: ApplicationUpdatesDrawerProps) {
  const { appVersion } = useRuntimeConfig();
  return (
    <Drawer title="Application Updates" open={open} onClose={onClose} placement="right" size={400}>
      <Typography.Paragraph>
        You are using version <Typography.Text strong>{appVersion}</Typography.Text>.
      </Typography.Paragraph>
      {updates.length === 0 ? (
        <Typography.Paragraph type="secondary">No release notes yet.</Typography.Paragraph>
      ) : (
        <ReleaseNotes updates={updates} appVersion={appVersion} load={loadReleaseNotes} />
      )}
    </Drawer>
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

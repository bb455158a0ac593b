// The top bar's application-updates button: a drawer with the running version and what is new. The
// top bar is on the first paint of every page; the drawer is not: its code
// (application-updates-drawer.tsx, antd's Drawer) and the release notes' timeline
// (release-notes-timeline.tsx, antd's Timeline) load when the pointer or the focus reaches the button,
// or on the first click, which then waits for the drawer (the button spins after 200 ms) and opens it.
import { useState } from 'react';
import { Button } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { lazyPanel, useOpenedOnDemand } from '@trucks/shared-ui/lazy-panel';
import { loadChunkOnce } from '../../../lib/chunk-once';
import { APPLICATION_UPDATES } from '../lib/application-updates-notes';
import type { ApplicationUpdate } from '../lib/application-updates-notes';
import type { ApplicationUpdatesDrawerProps, LoadReleaseNotesTimeline } from './application-updates-drawer';

const loadTimelineChunk: LoadReleaseNotesTimeline = () =>
  import('./release-notes-timeline').then((module) => module.ReleaseNotesTimeline);

const APPLICATION_UPDATES_DRAWER = lazyPanel<ApplicationUpdatesDrawerProps>(
  () => import('./application-updates-drawer').then((module) => module.ApplicationUpdatesDrawer),
  'Loading Application Updates',
  'Application Updates could not be loaded.',
);

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
  const [open, setOpen] = useState(false);
  const drawer = useOpenedOnDemand(APPLICATION_UPDATES_DRAWER);
  const preload = () => {
    drawer.preload();
    void loadChunkOnce(loadReleaseNotes).catch(() => undefined);
  };
  return (
    <>
      <Button
        type="text"
        aria-label="Application Updates"
        icon={<NotificationOutlined aria-hidden />}
        loading={drawer.loading && { delay: 200 }}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          drawer.open(() => setOpen(true));
        }}
      />
      {drawer.Part ? (
        <drawer.Part
          open={open}
          onClose={() => setOpen(false)}
          updates={updates}
          loadReleaseNotes={loadReleaseNotes}
        />
      ) : null}
    </>
  );
}

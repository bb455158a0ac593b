import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testConfig } from '../../../test/fixtures';
import { renderInShell } from '../../../test/render';
import { ApplicationUpdates } from './application-updates';
import type { LoadReleaseNotesTimeline } from './application-updates-drawer';
import type { ApplicationUpdate } from '../lib/application-updates-notes';

const UPDATES: readonly ApplicationUpdate[] = [
  { version: '1.1.0', date: '2026-11-02', changes: ['Tenders answer from the dashboard.'] },
  { version: '1.0.0', date: '2026-10-01', changes: ['First release.'] },
];

/** The timeline's real chunk, held back like a slow network until `arrive()`. */
function heldBackTimeline() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load: LoadReleaseNotesTimeline = () =>
    arrived.then(() => import('./release-notes-timeline')).then((module) => module.ReleaseNotesTimeline);
  return { load, arrive };
}

async function openUpdates() {
  await userEvent.click(screen.getByRole('button', { name: 'Application Updates' }));
  return screen.findByRole('dialog');
}

describe('Application Updates drawer', () => {
  it('shows the running version at once and the release notes once their code has loaded', async () => {
    const timeline = heldBackTimeline();
    renderInShell(<ApplicationUpdates updates={UPDATES} loadReleaseNotes={timeline.load} />, {
      config: { ...testConfig, appVersion: '1.1.0' },
    });

    const drawer = await openUpdates();
    expect(within(drawer).getByText(/You are using version/)).toHaveTextContent(
      'You are using version 1.1.0.',
    );
    expect(within(drawer).getByRole('status', { name: 'Loading release notes' })).toBeInTheDocument();

    timeline.arrive();
    const current = await within(drawer).findByRole('region', { name: 'Version 1.1.0' });
    expect(current).toHaveTextContent('Current');
    expect(current).toHaveTextContent('Tenders answer from the dashboard.');
    expect(within(drawer).getByRole('region', { name: 'Version 1.0.0' })).not.toHaveTextContent('Current');
    expect(within(drawer).queryByRole('status', { name: 'Loading release notes' })).not.toBeInTheDocument();
  });

  it('says when the release notes could not be loaded, and Retry loads them', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The network is down until the user retries.
    let online = false;
    const load = jest.fn<ReturnType<LoadReleaseNotesTimeline>, []>(() =>
      online
        ? import('./release-notes-timeline').then((module) => module.ReleaseNotesTimeline)
        : Promise.reject(new Error('Loading chunk 812 failed')),
    );
    renderInShell(<ApplicationUpdates updates={UPDATES} loadReleaseNotes={load} />);

    const drawer = await openUpdates();
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'The release notes could not be loaded.',
    );
    online = true;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Retry' }));

    expect(await within(drawer).findByRole('region', { name: 'Version 1.1.0' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});

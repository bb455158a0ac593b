// A live release whose remoteEntry.js, then whose mf-manifest.json, never answers (the request is held
// open, as a stalled CDN would): the host asks for the earlier release 4 s after asking for the file
// (host-shell's RELEASE_FILE_TIMEOUT_MS), its page shows soon after, and /status says fallback with the
// file that did not arrive.
import type { Page } from '@playwright/test';
import { REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_cases_notes';
/** host-shell's RELEASE_FILE_TIMEOUT_MS, and what the fallback may take beyond it on a busy machine. */
const TIMEOUT_MS = 4_000;
const DECISION_SLACK_MS = 1_500;
/** The stated bound, 8 s, and the earlier release's own load on a machine twice as slow. */
const SHOWN_WITHIN_MS = 8_000 + 4_000;

/** When a request for `path` was first made (held open when `hold`, else let through). */
async function watch(page: Page, path: string, hold: boolean): Promise<() => number | undefined> {
  let requestedAt: number | undefined;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      requestedAt ??= Date.now();
      if (!hold) await route.continue();
    },
  );
  return () => requestedAt;
}

test('a hung remote entry or manifest falls back to the earlier release within its timeout', async ({
  page,
  portal,
  registry,
}) => {
  test.setTimeout(60_000);
  const earlier = await registry.live(app);
  const live = await registry.release(app);
  const folder = `/releases/${REMOTE_FOLDER[app]}/${live.version}`;

  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const heldAt = await watch(page, `${folder}/${file}`, true);
    const earlierAt = await watch(
      page,
      `/releases/${REMOTE_FOLDER[app]}/${earlier.version}/mf-manifest.json`,
      false,
    );
    await portal.open(AREA_ROUTE[app]);
    await portal.waitForArea(app, SHOWN_WITHIN_MS);
    const shownAt = Date.now();
    const requestedAt = heldAt();
    const fellBackAt = earlierAt();
    if (requestedAt === undefined || fellBackAt === undefined)
      throw new Error(`${file} or the earlier release's manifest was never asked for`);
    const figure = `earlier release asked for after ${fellBackAt - requestedAt} ms, its page shown after ${shownAt - requestedAt} ms`;
    test.info().annotations.push({ type: `hung ${file}`, description: figure });
    console.log(`hung ${file}: ${figure}`);
    expect(fellBackAt - requestedAt).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(fellBackAt - requestedAt).toBeLessThan(TIMEOUT_MS + DECISION_SLACK_MS);
    expect(shownAt - requestedAt).toBeLessThan(SHOWN_WITHIN_MS);

    const status = await portal.status(app);
    expect(status).toMatchObject({ live: live.version, loaded: earlier.version, state: 'fallback' });
    expect(status.reason).toContain(`its ${file} did not arrive within 4 s`);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

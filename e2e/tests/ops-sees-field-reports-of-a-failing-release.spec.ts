// Health from the field (issue 25): a browser whose live Financials release fails to load falls back to
// the earlier one and reports it with sendBeacon; the gateway counts it against that release, and /status
// shows the count to the carrier admin. Catches what unit tests cannot: the beacon's content type, the
// page's CSP, the flush when the page is left. About 15 s.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_financials';

interface SummaryRow {
  remote: string;
  release: string;
  loadFailures: number;
  fallbacks: number;
  crashes: number;
  lastKind: string;
  lastMessage: string;
  lastRoute: string;
}

test('a failing live release is counted from the field and shown on /status', async ({
  portal,
  registry,
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|health\/reports/.test(message.text())) consoleErrors.push(message.text());
  });
  const earlier = await registry.live(app);
  // A release of its own, so the counts of other journeys' drills never mix with this one's.
  const broken = await registry.release(app);
  await page.route(`**/releases/mf-financials/${broken.version}/**`, (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  // Leaving the page sends what is queued (pagehide); the next page is the status page.
  await page.goto('/status');

  const row = async (): Promise<SummaryRow | undefined> => {
    const summary = (await (await page.request.get('/health/summary')).json()) as { rows: SummaryRow[] };
    return summary.rows.find((candidate) => candidate.remote === app && candidate.release === broken.version);
  };
  await expect.poll(row, { timeout: 10_000 }).toMatchObject({
    fallbacks: 1,
    loadFailures: 0,
    crashes: 0,
    lastKind: 'fallback',
    lastRoute: AREA_ROUTE[app],
  });
  expect((await row())?.lastMessage).toContain(`running ${earlier.version}`);

  // The status page reads the summary when it opens: reload it if it opened before the beacon landed.
  await page.reload();
  const reports = page.getByRole('table', { name: 'Field reports, last 60 minutes' });
  const reported = reports.getByRole('row').filter({ hasText: broken.version });
  await expect(reported.getByRole('cell').nth(3)).toHaveText('1');
  expect(consoleErrors).toEqual([]);
});

// A Financials release is known bad (it hangs); ops marks it with `pnpm mark-bad`. When the live
// release then fails in a browser, the fallback passes over the bad release to the one before it, and
// `pnpm rollback` without --to skips it too. /status and `pnpm remotes` show the mark.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_financials';
const why = 'spins forever on /accounting';

test('ops: a release marked bad is skipped by the fallback and by pnpm rollback', async ({
  portal,
  registry,
  page,
}) => {
  test.setTimeout(90_000);
  const good = await registry.live(app);
  const bad = await registry.release(app);
  const broken = await registry.release(app);
  await registry.markBad(app, bad.version, why);
  // The live release's files are gone from the CDN.
  await page.route(`**/releases/mf-financials/${broken.version}/**`, (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  expect(await portal.status(app)).toMatchObject({
    live: broken.version,
    loaded: good.version,
    state: 'fallback',
  });
  const marked = page.getByRole('table', { name: 'Releases marked bad' });
  await expect(marked.getByRole('row').filter({ hasText: bad.version })).toContainText(why);

  expect((await registry.rollback(app)).version).toBe(good.version);
  expect(await registry.remotesListing()).toMatch(
    new RegExp(`x ${bad.version.replace(/\./g, '\\.')} .* BAD \\(marked by e2e at .+: ${why}\\)`),
  );
});

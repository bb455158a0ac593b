// `pnpm release`'s gate sees each route render: a Cases and Notes release whose Cases page suspends
// forever once its chunk has loaded (a copy of the built dist, edited) mounts its routes module and
// never shows the page. The gate refuses it at the route's render limit with what was missing; it
// stays a candidate and the live release keeps serving.
import { expect, test } from '../fixtures/broken-dists';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_cases_notes';

test('ops: a release whose page suspends forever is refused by the gate', async ({
  portal,
  registry,
  brokenDists,
}) => {
  test.setTimeout(90_000);
  const live = await registry.live(app);
  const candidate = await brokenDists.pageThatSuspendsForever(app, 'CasesPage');

  const started = Date.now();
  const refused = await registry.releaseThroughGate(app, candidate);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'gate refusal', description: `${seconds} s` });
  console.log(`the gate refused a page that never renders in ${seconds} s`);

  expect(refused.code, refused.output).not.toBe(0);
  expect(refused.output).toContain('was refused and stays a candidate');
  // What was missing at the limit: the page's title (the suspended page leaves its area blank).
  expect(refused.output).toContain('/cases: did not render within 15 s: the page shows no title');
  expect((await registry.document()).remotes[app]?.live).toBe(live.version);

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  expect(await portal.status(app)).toMatchObject({
    live: live.version,
    loaded: live.version,
    state: 'loaded',
  });
});

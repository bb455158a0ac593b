// `pnpm release`'s gate: a Financials release whose manifest imports an antd export the live host's
// antd does not have is refused with that reason and kept as a candidate; the live release keeps
// serving. The same app's good build then passes the gate (the browser smoke over its routes) and goes
// live, and `pnpm remotes` lists the refused candidate with its reason.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_financials';

test('ops: a release the live host cannot run is refused by the gate, a good one goes live', async ({
  portal,
  registry,
}) => {
  test.setTimeout(150_000);
  const live = await registry.live(app);

  const refused = await registry.releaseThroughGate(
    app,
    await registry.distImportingAMissingAntdExport(app, 'NoSuchAntdExport'),
  );
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain('was refused and stays a candidate');
  expect(refused.output).toContain(
    'mf_financials imports NoSuchAntdExport from antd, which antd 6.6.8 in the host does not export',
  );
  const afterRefusal = (await registry.document()).remotes[app];
  expect(afterRefusal?.live).toBe(live.version);
  expect(afterRefusal?.candidates?.at(-1)?.reason).toContain('NoSuchAntdExport');

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  expect(await portal.status(app)).toMatchObject({
    live: live.version,
    loaded: live.version,
    state: 'loaded',
  });

  const passed = await registry.releaseThroughGate(app);
  expect(passed.output).toMatch(/The gate passed in \d+\.\d s/);
  expect(passed.code).toBe(0);
  const released = await registry.live(app);
  expect(released.version).not.toBe(live.version);
  expect(await registry.remotesListing()).toContain('candidate, refused');
});

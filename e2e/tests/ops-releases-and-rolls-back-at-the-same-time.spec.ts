// Two operators at once: one releases Financials through the gate (tens of seconds), the other rolls
// Financials back while that gate runs. The rollback takes effect at once (no lock is held across a
// gate); the release then goes live after it, and the history records both, in that order, with a note
// that the live release changed while the release was gated.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_financials';

test('ops: a release and a rollback of Financials running at the same time both take effect', async ({
  portal,
  registry,
}) => {
  test.setTimeout(120_000);
  const first = await registry.live(app);
  const second = await registry.release(app);

  const releasing = registry.releaseThroughGate(app);
  const pending = await registry.pendingRelease(app);
  const rolledBack = await registry.rollback(app);
  expect(rolledBack.version).toBe(first.version);

  const released = await releasing;
  expect(released.output).toContain(
    `Note: live changed from ${second.version} to ${first.version} while this release was gated`,
  );
  expect(released.code).toBe(0);
  const { history, remotes } = await registry.document();
  expect(remotes[app]?.live).toBe(pending);
  expect(history.slice(-2)).toEqual([
    expect.objectContaining({ action: 'rollback', from: second.version, to: first.version }),
    expect.objectContaining({ action: 'release', from: first.version, to: pending }),
  ]);

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  expect(await portal.status(app)).toMatchObject({ live: pending, loaded: pending, state: 'loaded' });
});

// The registry under contention inside one process: releases whose gates run long, rollbacks and bad
// marks at the same time. Every action is done and recorded, or refused with a reason.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { publishRelease, readRegistry } from './registry';
import { rollback } from './rollback';
import { expectConsistentHistory, expectNothingLeftBehind, makeDist } from './registry-test-support';

let root: string;
let releasesDir: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-swap-'));
  releasesDir = path.join(root, 'releases');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

function gateHeldOpen() {
  let open: (reasons: string[]) => void = () => undefined;
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => (started = resolve));
  const result = new Promise<string[]>((resolve) => (open = resolve));
  return {
    gate: () => {
      started();
      return result;
    },
    running,
    finish: (reasons: string[] = []) => open(reasons),
  };
}

const publish = async (remote: RemoteApp, marker: string, gate?: () => Promise<string[]>) =>
  publishRelease({
    app: remote,
    distDir: await makeDist(root, remote, marker),
    releasesDir,
    operator: `ops-${marker}`,
    gate,
  });

describe('a release whose gate is running', () => {
  it('lets a rollback of the same remote through at once, then goes live after it, saying so', async () => {
    const r1 = (await publish('mf_cases_notes', 'v1')).release.version;
    const r2 = (await publish('mf_cases_notes', 'v2')).release.version;
    const held = gateHeldOpen();
    const releasing = publish('mf_cases_notes', 'v3', held.gate);
    await held.running;
    expect((await readRegistry({ releasesDir })).remotes.mf_cases_notes?.pending?.[0]).toMatchObject({
      version: '1.0.0-r3',
      liveAtStart: r2,
    });

    const started = Date.now();
    expect(await rollback({ app: 'mf_cases_notes', releasesDir, operator: 'ops-ben' })).toMatchObject({
      from: r2,
      to: r1,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    held.finish();
    const result = await releasing;

    expect(result.previous).toBe(r1);
    const document = await readRegistry({ releasesDir });
    expect(document.remotes.mf_cases_notes?.live).toBe('1.0.0-r3');
    expect(document.history.slice(-2)).toEqual([
      expect.objectContaining({ action: 'rollback', from: r2, to: r1, by: 'ops-ben' }),
      expect.objectContaining({
        action: 'release',
        from: r1,
        to: '1.0.0-r3',
        note: expect.stringMatching(
          /^live changed from 1\.0\.0-r2 to 1\.0\.0-r1 while this release was gated \(rollback 1\.0\.0-r2 -> 1\.0\.0-r1 by ops-ben at .+\); released after it$/,
        ),
      }),
    ]);
    expectConsistentHistory(document);
    await expectNothingLeftBehind(releasesDir, document);
  });

  it('queues a later release of the same remote: they go live in the order they started', async () => {
    await publish('mf_financials', 'v1');
    const first = gateHeldOpen();
    const second = gateHeldOpen();
    const releasingFirst = publish('mf_financials', 'v2', first.gate);
    await first.running;
    const releasingSecond = publish('mf_financials', 'v3', second.gate);
    await second.running;
    second.finish();
    // The second's gate passed first; it waits for the first instead of being refused.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await readRegistry({ releasesDir })).remotes.mf_financials?.live).toBe('1.0.0-r1');
    first.finish();
    await Promise.all([releasingFirst, releasingSecond]);
    const document = await readRegistry({ releasesDir });
    expect(document.history.map((event) => event.to)).toEqual(['1.0.0-r1', '1.0.0-r2', '1.0.0-r3']);
    expect(document.remotes.mf_financials?.live).toBe('1.0.0-r3');
  });

  it('records a refused release as a candidate while a rollback lands meanwhile', async () => {
    await publish('mf_shipments', 'v1');
    await publish('mf_shipments', 'v2');
    const held = gateHeldOpen();
    const releasing = publish('mf_shipments', 'v3', held.gate);
    await held.running;
    await rollback({ app: 'mf_shipments', releasesDir, operator: 'ops-ben' });
    held.finish(['/shipments never rendered']);
    await expect(releasing).rejects.toThrow(/was refused and stays a candidate/);
    const entry = (await readRegistry({ releasesDir })).remotes.mf_shipments;
    expect(entry?.live).toBe('1.0.0-r1');
    expect(entry?.candidates?.map((candidate) => [candidate.version, candidate.reason])).toEqual([
      ['1.0.0-r3', '/shipments never rendered'],
    ]);
    expect(entry?.pending).toBeUndefined();
  });
});

it('forty actions at once on two remotes (gates of random length): every one recorded, in a consistent order', async () => {
  for (const remote of ['mf_loadboard', 'mf_financials'] as const) {
    await publish(remote, 'base1');
    await publish(remote, 'base2');
  }
  const before = (await readRegistry({ releasesDir })).history.length;
  const gate = () => new Promise<string[]>((resolve) => setTimeout(() => resolve([]), Math.random() * 300));
  const actions = Array.from({ length: 40 }, (_, index) => {
    const remote = index % 2 === 0 ? 'mf_loadboard' : 'mf_financials';
    return index % 4 < 2
      ? publish(remote, `c${index}`, gate).then((result) => `release ${result.release.version}`)
      : rollback({ app: remote, releasesDir, operator: `ops-${index}` }).then(
          (result) => `rollback ${result.from} -> ${result.to}`,
        );
  });
  const started = Date.now();
  const outcomes = await Promise.allSettled(actions);
  console.log(
    `in-process drill: ${actions.length} actions, ${outcomes.length - outcomes.filter((o) => o.status === 'rejected').length} recorded, ${Date.now() - started} ms`,
  );
  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String(outcome.reason)] : [],
  );
  // A rollback may find nothing left to go back to: a refusal with its reason, never a lost write.
  for (const refusal of refusals) expect(refusal).toMatch(/no release before the live one/);
  const document = await readRegistry({ releasesDir });
  expect(document.history.length - before).toBe(outcomes.length - refusals.length);
  expectConsistentHistory(document);
  await expectNothingLeftBehind(releasesDir, document);
}, 120_000);

// Rollback by history and bad marks, through the registry's API over a temp releases folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { liveAndFallbacks } from '@trucks/shared-contracts/federation/registry-document';
import { publishRelease, readRegistry } from './registry';
import { markBad, rollback } from './rollback';

let root: string;
let releasesDir: string;

async function release(marker: string): Promise<string> {
  const dist = path.join(root, 'builds', marker);
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `/* ${marker} */`);
  await fs.writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { name: 'mf_financials', trucks: { appVersion: '1.0.0', contractsVersion: '1.0.0' } },
      shared: [],
    }),
  );
  const result = await publishRelease({
    app: 'mf-financials',
    distDir: dist,
    releasesDir,
    operator: 'ops-anna',
  });
  return result.release.version;
}

const live = async () => (await readRegistry({ releasesDir })).remotes.mf_financials?.live;
const back = (to?: string) => rollback({ app: 'mf-financials', releasesDir, operator: 'ops-ben', to });

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-rollback-'));
  releasesDir = path.join(root, 'releases');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('rollback without --to: the release live before the current one, by history', () => {
  it('does not return to a release that was already rolled back from', async () => {
    const r1 = await release('v1');
    const r2 = await release('v2');
    expect(await back()).toMatchObject({ from: r2, to: r1 });
    const r3 = await release('v3');
    // The releases' order would say r2; the history says r1 was live before r3.
    expect(await back()).toMatchObject({ from: r3, to: r1 });
    await expect(back()).rejects.toThrow(/no release before the live one \(1\.0\.0-r1\)/);
  });

  it('returns to the release before a forward rollback (--to a newer one)', async () => {
    const r1 = await release('v1');
    await release('v2');
    const r3 = await release('v3');
    await back(r1);
    await back(r3);
    expect(await back()).toMatchObject({ from: r3, to: r1 });
  });

  it('skips releases marked bad', async () => {
    const r1 = await release('v1');
    const r2 = await release('v2');
    const r3 = await release('v3');
    await markBad({
      app: 'mf_financials',
      version: r2,
      why: 'hangs on /accounting',
      releasesDir,
      operator: 'ops-carla',
    });
    expect(await back()).toMatchObject({ from: r3, to: r1 });
  });
});

describe('mark-bad', () => {
  it('records who, when and why; the fallback and rollback never choose the release again', async () => {
    const r1 = await release('v1');
    const r2 = await release('v2');
    const r3 = await release('v3');
    const now = new Date('2026-12-01T09:30:00Z');
    await markBad({
      app: 'mf-financials',
      version: r2,
      why: 'spins forever on /accounting',
      releasesDir,
      operator: 'ops-carla',
      now,
    });

    const entry = (await readRegistry({ releasesDir })).remotes.mf_financials!;
    expect(entry.releases.find((candidate) => candidate.version === r2)?.bad).toEqual({
      at: '2026-12-01T09:30:00.000Z',
      by: 'ops-carla',
      why: 'spins forever on /accounting',
    });
    expect(liveAndFallbacks(entry).earlier.map((candidate) => candidate.version)).toEqual([r1]);
    await expect(back(r2)).rejects.toThrow(
      `mf_financials ${r2} is marked bad by ops-carla at 2026-12-01T09:30:00.000Z: spins forever on /accounting; choose another release`,
    );
    expect(await live()).toBe(r3);
  });

  it('refuses the live release (roll back first), an unknown one, a second mark and no reason', async () => {
    const r1 = await release('v1');
    const r2 = await release('v2');
    const mark = (version: string, why = 'broken') =>
      markBad({ app: 'mf-financials', version, why, releasesDir, operator: 'x' });
    await expect(mark(r2)).rejects.toThrow(
      `mf_financials ${r2} is live: roll back first (pnpm rollback mf-financials), then mark it bad`,
    );
    await expect(mark('9.9.9-r9')).rejects.toThrow("mf_financials has no release '9.9.9-r9'");
    await expect(mark(r1, '  ')).rejects.toThrow(/needs the reason/);
    await mark(r1);
    await expect(mark(r1)).rejects.toThrow(/is already marked bad by x/);
    await expect(back()).rejects.toThrow(/no release before the live one .* that is not marked bad/);
    expect(await live()).toBe(r2);
  });
});

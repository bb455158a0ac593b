// The registry's drills with real processes: `pnpm release` and `pnpm rollback` (the CLI) started at
// the same time on the same and on different remotes, and a release killed (kill -9) at each step.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { LOCK_FILE } from './atomic-file';
import { ownerKey } from './process-owner';
import { publishRelease, readRegistry } from './registry';
import { rollback } from './rollback';
import { expectConsistentHistory, expectNothingLeftBehind, makeDist } from './registry-test-support';

// tsx as a loader in the CLI's own process (its cli would run the script in a child): the pid killed
// is the release's.
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
const cli = path.join(__dirname, 'cli.ts');

let root: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-drill-'));
});
const spawned: ChildProcess[] = [];
afterEach(async () => {
  for (const child of spawned.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fs.rm(root, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  /** Resolves when the process has ended (and been reaped). */
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** Resolves when stderr says the drill paused at its step. */
  paused: Promise<void>;
}

function run(releasesDir: string, args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', tsxLoader, cli, ...args], {
    env: {
      ...process.env,
      TRUCKS_RELEASES_DIR: releasesDir,
      TRUCKS_OPERATOR: `drill-${args[0]}`,
      // No host: a release that reaches the gate is refused at once (nothing here starts a browser).
      TRUCKS_HOST_DIR: path.join(root, 'no-host'),
      TRUCKS_GATEWAY_URL: 'https://127.0.0.1:9',
      ...env,
    },
  });
  spawned.push(child);
  let stdout = '';
  let stderr = '';
  let onPause: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => (onPause = resolve));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.includes('drill: paused at')) onPause();
  });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done, paused };
}

async function seed(releasesDir: string, remotes: RemoteApp[]): Promise<void> {
  for (const remote of remotes)
    for (const marker of ['seed1', 'seed2'])
      await publishRelease({
        app: remote,
        distDir: await makeDist(root, remote, marker),
        releasesDir,
        operator: 'seed',
      });
}

it('releases and rollbacks as separate processes, of the same and of different remotes: every action recorded', async () => {
  const releasesDir = path.join(root, 'releases');
  await seed(releasesDir, ['mf_loadboard', 'mf_financials']);
  const before = (await readRegistry({ releasesDir })).history.length;
  const release = async (remote: RemoteApp, marker: string, gated = false) =>
    run(releasesDir, [
      'release',
      REMOTE_FOLDER[remote],
      '--allow-dirty',
      '--dist',
      await makeDist(root, remote, marker),
      ...(gated ? [] : ['--force', 'drill']),
    ]);
  const back = (remote: RemoteApp) => run(releasesDir, ['rollback', REMOTE_FOLDER[remote]]);
  const started = Date.now();
  const runs = [
    await release('mf_loadboard', 'a'),
    back('mf_loadboard'),
    await release('mf_loadboard', 'b'),
    back('mf_loadboard'),
    await release('mf_loadboard', 'c'),
    await release('mf_financials', 'a'),
    back('mf_financials'),
    await release('mf_financials', 'b'),
    back('mf_financials'),
    await release('mf_shipments', 'gated', true),
  ];
  const results = await Promise.all(runs.map((each) => each.done));
  const seconds = (Date.now() - started) / 1000;

  const document = await readRegistry({ releasesDir });
  const released = results.flatMap(({ stdout }) => /Released (\w+) (\S+) /.exec(stdout)?.slice(1, 3) ?? []);
  const rolledBack = results.flatMap(
    ({ stdout }) => /Rolled back (\w+): (\S+) -> (\S+)\./.exec(stdout)?.slice(1) ?? [],
  );
  const refusals = results.filter(({ code }) => code !== 0).map(({ stderr }) => stderr.trim());
  console.log(
    `process drill: ${runs.length} processes, ${released.length / 2} releases and ${rolledBack.length / 3} rollbacks recorded, ` +
      `${refusals.length} refused with a reason, ${seconds.toFixed(1)} s, revision ${document.revision}`,
  );
  // Only what has a reason is refused: the gate (no host here), or nothing left to roll back to.
  for (const refusal of refusals)
    expect(refusal).toMatch(
      /^(release: mf_shipments 1\.0\.0-r1 was refused|rollback: .* has no release before the live one)/,
    );
  expect(refusals.filter((refusal) => refusal.startsWith('release'))).toHaveLength(1);
  for (let at = 0; at < released.length; at += 2)
    expect(document.history).toContainEqual(
      expect.objectContaining({ action: 'release', remote: released[at], to: released[at + 1] }),
    );
  for (let at = 0; at < rolledBack.length; at += 3)
    expect(document.history).toContainEqual(
      expect.objectContaining({
        action: 'rollback',
        remote: rolledBack[at],
        from: rolledBack[at + 1],
        to: rolledBack[at + 2],
      }),
    );
  expect(document.history.length - before).toBe(released.length / 2 + rolledBack.length / 3);
  expect(released.length / 2).toBe(5);
  expect(document.remotes.mf_shipments?.candidates?.map((candidate) => candidate.version)).toEqual([
    '1.0.0-r1',
  ]);
  expectConsistentHistory(document);
  await expectNothingLeftBehind(releasesDir, document);
}, 300_000);

describe('a release killed (kill -9) at each step', () => {
  it.each([
    ['during the swap (lock held, new document written beside the old)', 'swap', 'none'],
    ['before publishing (version reserved)', 'reserved', 'none'],
    ['during publishing (half copied)', 'copying', 'none'],
    ['during the gate (a browser running from its work folder)', 'gate', 'abandoned'],
  ])(
    '%s leaves a valid remotes.json, no lock, nothing unlisted',
    async (_when, step, expected) => {
      const releasesDir = path.join(root, 'releases');
      await seed(releasesDir, ['mf_financials']);
      const dist = await makeDist(root, 'mf_financials', 'killed');
      const release = run(releasesDir, ['release', 'mf-financials', '--allow-dirty', '--dist', dist], {
        TRUCKS_REGISTRY_DRILL_PAUSE: step,
      });
      await Promise.race([
        release.paused,
        release.done.then(({ stderr }) => Promise.reject(new Error(stderr))),
      ]);
      let browser: ChildProcess | undefined;
      if (step === 'gate') {
        // What Chromium looks like to the OS: a process whose command line names the gate's work folder.
        const workDir = path.join(
          os.tmpdir(),
          'trucks-release-work',
          ownerKey({ pid: release.child.pid!, hostname: os.hostname() }),
        );
        browser = spawn(process.execPath, [
          '-e',
          'setInterval(() => {}, 1000)',
          '--',
          `--user-data-dir=${workDir}/profile`,
        ]);
        spawned.push(browser);
      }
      if (step === 'swap') expect(await fs.readdir(releasesDir)).toContain(LOCK_FILE);
      release.child.kill('SIGKILL');
      await release.done;

      // Valid at once, for readers (the host) and for the next action, which is not blocked.
      const document = await readRegistry({ releasesDir });
      const pending = document.remotes.mf_financials?.pending ?? [];
      expect(pending.length).toBe(step === 'swap' ? 0 : 1);
      const started = Date.now();
      await rollback({ app: 'mf_financials', releasesDir, operator: 'after-the-kill' });
      expect(Date.now() - started).toBeLessThan(5000);

      const after = await readRegistry({ releasesDir });
      const entry = after.remotes.mf_financials;
      expect(entry?.pending).toBeUndefined();
      const abandoned = entry?.candidates?.map((candidate) => [
        candidate.version,
        candidate.reason.split(':')[0],
      ]);
      expect(abandoned ?? []).toEqual(expected === 'abandoned' ? [['1.0.0-r3', 'abandoned']] : []);
      await expectNothingLeftBehind(releasesDir, after);
      if (browser) {
        const workDir = path.join(
          os.tmpdir(),
          'trucks-release-work',
          ownerKey({ pid: release.child.pid!, hostname: os.hostname() }),
        );
        await expect(fs.access(workDir)).rejects.toThrow();
        const ended = await new Promise((resolve) => {
          if (browser.exitCode !== null || browser.signalCode !== null) resolve(browser.signalCode);
          else browser.on('exit', (_code, signal) => resolve(signal));
        });
        expect(ended).toBe('SIGKILL');
      }
    },
    120_000,
  );
});

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@trucks/shared-contracts/federation/registry-document';
import { writeFileAtomic } from './atomic-file';
import { findReleaseOfDist, publishRelease, readRegistry, RegistryError } from './registry';
import { rollback } from './rollback';

let root: string;
let releasesDir: string;
const registryFile = () => path.join(releasesDir, 'remotes.json');

/** A remote's build as webpack leaves it: a manifest naming the remote and the contracts it was built against. */
async function makeDist(
  name: string,
  { marker = 'v1', contractsVersion = '1.0.0', withManifest = true } = {},
): Promise<string> {
  const dist = path.join(root, 'builds', `${name}-${marker}`);
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `/* ${name} ${marker} */`);
  if (withManifest) {
    const manifest = {
      id: name,
      name,
      metaData: {
        name,
        buildInfo: { buildVersion: '1.0.0', buildName: `@trucks/${name}` },
        trucks: { appVersion: '1.0.0', contractsVersion },
      },
      shared: [{ name: '@trucks/shared-contracts/federation/remote-modules', version: contractsVersion }],
      remotes: [],
      exposes: [{ name: 'routes', path: './routes', marker }],
    };
    await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  }
  return dist;
}

/** Every file under a directory with a digest of its bytes: proves a folder was not touched. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file);
    files[path.relative(dir, file)] = `${createHash('sha256')
      .update(await fs.readFile(file))
      .digest('hex')}@${stat.mtimeMs}`;
  }
  return files;
}

const readDocument = async (): Promise<RegistryDocument> =>
  JSON.parse(await fs.readFile(registryFile(), 'utf8')) as RegistryDocument;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-registry-'));
  releasesDir = path.join(root, 'releases');
});
afterEach(async () => {
  jest.restoreAllMocks();
  await fs.rm(root, { recursive: true, force: true });
});

describe('publishRelease', () => {
  it('copies the dist into an immutable versioned folder and makes it live, creating remotes.json', async () => {
    const dist = await makeDist('mf_loadboard');
    const result = await publishRelease({
      app: 'mf-loadboard',
      distDir: dist,
      releasesDir,
      operator: 'ops-anna',
    });

    expect(result.release.version).toBe('1.0.0-r1');
    expect(result.previous).toBeNull();
    expect(await fs.readFile(path.join(releasesDir, 'mf-loadboard/1.0.0-r1/remoteEntry.js'), 'utf8')).toBe(
      '/* mf_loadboard v1 */',
    );
    const document = await readDocument();
    expect(document.remotes.mf_loadboard).toEqual({
      live: '1.0.0-r1',
      releases: [
        {
          version: '1.0.0-r1',
          manifestUrl: '/releases/mf-loadboard/1.0.0-r1/mf-manifest.json',
          contractsVersion: '1.0.0',
          publishedAt: expect.any(String),
        },
      ],
    });
  });

  it('accepts the federation name as well as the folder name', async () => {
    const dist = await makeDist('mf_cases_notes');
    const result = await publishRelease({ app: 'mf_cases_notes', distDir: dist, releasesDir, operator: 'x' });
    expect(result.folder).toBe('mf-cases-notes');
    expect((await readDocument()).remotes.mf_cases_notes?.live).toBe(result.release.version);
  });

  it('gives every release a new version and never rewrites an earlier release folder', async () => {
    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard'),
      releasesDir,
      operator: 'x',
    });
    const first = await snapshot(path.join(releasesDir, 'mf-loadboard/1.0.0-r1'));

    const second = await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard', { marker: 'v2' }),
      releasesDir,
      operator: 'x',
    });

    expect(second.release.version).toBe('1.0.0-r2');
    expect(second.previous).toBe('1.0.0-r1');
    expect(await snapshot(path.join(releasesDir, 'mf-loadboard/1.0.0-r1'))).toEqual(first);
  });

  it('skips a version whose folder exists on disk even if the registry does not list it', async () => {
    await fs.mkdir(path.join(releasesDir, 'mf-loadboard/1.0.0-r1'), { recursive: true });
    await fs.writeFile(
      path.join(releasesDir, 'mf-loadboard/1.0.0-r1/remoteEntry.js'),
      'someone else’s files',
    );

    const result = await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard'),
      releasesDir,
      operator: 'x',
    });

    expect(result.release.version).toBe('1.0.0-r2');
    expect(await fs.readFile(path.join(releasesDir, 'mf-loadboard/1.0.0-r1/remoteEntry.js'), 'utf8')).toBe(
      'someone else’s files',
    );
  });

  it('records the contracts version from the manifest', async () => {
    const dist = await makeDist('mf_financials', { contractsVersion: '2.3.0' });
    const result = await publishRelease({ app: 'mf-financials', distDir: dist, releasesDir, operator: 'x' });
    expect(result.release.contractsVersion).toBe('2.3.0');
  });

  it('changes no file of another remote', async () => {
    await publishRelease({
      app: 'mf-shipments',
      distDir: await makeDist('mf_shipments'),
      releasesDir,
      operator: 'x',
    });
    const shipmentsBefore = await snapshot(path.join(releasesDir, 'mf-shipments'));
    const entryBefore = (await readDocument()).remotes.mf_shipments;

    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard'),
      releasesDir,
      operator: 'x',
    });
    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard', { marker: 'v2' }),
      releasesDir,
      operator: 'x',
    });
    await rollback({ app: 'mf-loadboard', releasesDir, operator: 'x' });

    expect(await snapshot(path.join(releasesDir, 'mf-shipments'))).toEqual(shipmentsBefore);
    expect((await readDocument()).remotes.mf_shipments).toEqual(entryBefore);
    const topLevel = (await fs.readdir(releasesDir)).sort();
    expect(topLevel).toEqual(['mf-loadboard', 'mf-shipments', 'remotes.json']);
  });

  it('finds the release that holds exactly this build, so an unchanged build is not published twice', async () => {
    const dist = await makeDist('mf_loadboard');
    expect(await findReleaseOfDist({ app: 'mf-loadboard', distDir: dist, releasesDir })).toBeUndefined();
    await publishRelease({ app: 'mf-loadboard', distDir: dist, releasesDir, operator: 'x' });
    expect((await findReleaseOfDist({ app: 'mf-loadboard', distDir: dist, releasesDir }))?.version).toBe(
      '1.0.0-r1',
    );
    const changed = await makeDist('mf_loadboard', { marker: 'v2' });
    expect(await findReleaseOfDist({ app: 'mf-loadboard', distDir: changed, releasesDir })).toBeUndefined();
  });
});

describe('history', () => {
  it('records when, what, from, to and by whom for every release and rollback', async () => {
    const now = (iso: string) => new Date(iso);
    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard'),
      releasesDir,
      operator: 'anna',
      now: now('2025-03-01T10:00:00Z'),
    });
    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard', { marker: 'v2' }),
      releasesDir,
      operator: 'ben',
      now: now('2025-03-02T10:00:00Z'),
    });
    await rollback({ app: 'mf_loadboard', releasesDir, operator: 'carla', now: now('2025-03-02T10:05:00Z') });

    expect((await readDocument()).history).toEqual([
      {
        at: '2025-03-01T10:00:00.000Z',
        remote: 'mf_loadboard',
        action: 'release',
        from: null,
        to: '1.0.0-r1',
        by: 'anna',
      },
      {
        at: '2025-03-02T10:00:00.000Z',
        remote: 'mf_loadboard',
        action: 'release',
        from: '1.0.0-r1',
        to: '1.0.0-r2',
        by: 'ben',
      },
      {
        at: '2025-03-02T10:05:00.000Z',
        remote: 'mf_loadboard',
        action: 'rollback',
        from: '1.0.0-r2',
        to: '1.0.0-r1',
        by: 'carla',
      },
    ]);
  });

  it('takes the operator from TRUCKS_OPERATOR when none is given', async () => {
    const previous = process.env.TRUCKS_OPERATOR;
    process.env.TRUCKS_OPERATOR = 'night-shift';
    try {
      await publishRelease({ app: 'mf-loadboard', distDir: await makeDist('mf_loadboard'), releasesDir });
    } finally {
      if (previous === undefined) delete process.env.TRUCKS_OPERATOR;
      else process.env.TRUCKS_OPERATOR = previous;
    }
    expect((await readDocument()).history[0]?.by).toBe('night-shift');
  });
});

describe('rollback', () => {
  beforeEach(async () => {
    for (const marker of ['v1', 'v2', 'v3']) {
      await publishRelease({
        app: 'mf-loadboard',
        distDir: await makeDist('mf_loadboard', { marker }),
        releasesDir,
        operator: 'x',
      });
    }
  });

  it('makes the release before the live one live, step by step', async () => {
    expect(await rollback({ app: 'mf-loadboard', releasesDir, operator: 'x' })).toMatchObject({
      from: '1.0.0-r3',
      to: '1.0.0-r2',
    });
    expect(await rollback({ app: 'mf-loadboard', releasesDir, operator: 'x' })).toMatchObject({
      from: '1.0.0-r2',
      to: '1.0.0-r1',
    });
    expect((await readRegistry({ releasesDir })).remotes.mf_loadboard?.live).toBe('1.0.0-r1');
  });

  it('makes a named release live, forward or back, without copying anything', async () => {
    const filesBefore = await snapshot(path.join(releasesDir, 'mf-loadboard'));
    await rollback({ app: 'mf-loadboard', to: '1.0.0-r1', releasesDir, operator: 'x' });
    expect((await readRegistry({ releasesDir })).remotes.mf_loadboard?.live).toBe('1.0.0-r1');
    await rollback({ app: 'mf-loadboard', to: '1.0.0-r3', releasesDir, operator: 'x' });
    expect((await readRegistry({ releasesDir })).remotes.mf_loadboard?.live).toBe('1.0.0-r3');
    expect(await snapshot(path.join(releasesDir, 'mf-loadboard'))).toEqual(filesBefore);
  });
});

describe('bad input: a clear error and remotes.json byte-identical', () => {
  let before: Buffer;
  beforeEach(async () => {
    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard'),
      releasesDir,
      operator: 'x',
    });
    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard', { marker: 'v2' }),
      releasesDir,
      operator: 'x',
    });
    before = await fs.readFile(registryFile());
  });
  const unchanged = async () => expect((await fs.readFile(registryFile())).equals(before)).toBe(true);

  it('unknown app on release and on rollback', async () => {
    await expect(
      publishRelease({ app: 'mf-weather', distDir: await makeDist('mf_loadboard'), releasesDir }),
    ).rejects.toThrow(/Unknown app 'mf-weather'/);
    await expect(rollback({ app: 'host-shell', releasesDir })).rejects.toThrow(RegistryError);
    await unchanged();
  });

  it('unknown version on rollback', async () => {
    await expect(rollback({ app: 'mf-loadboard', to: '9.9.9-r1', releasesDir })).rejects.toThrow(
      "mf_loadboard has no release '9.9.9-r1'. Available: 1.0.0-r1, 1.0.0-r2",
    );
    await unchanged();
  });

  it('a rollback with nothing before the live release, and to the live release itself', async () => {
    await expect(rollback({ app: 'mf-loadboard', to: '1.0.0-r2', releasesDir })).rejects.toThrow(
      /already live/,
    );
    await rollback({ app: 'mf-loadboard', releasesDir, operator: 'x' });
    before = await fs.readFile(registryFile());
    await expect(rollback({ app: 'mf-loadboard', releasesDir })).rejects.toThrow(
      /no release before the live one/,
    );
    await unchanged();
  });

  it('a remote never released cannot be rolled back', async () => {
    await expect(rollback({ app: 'mf-shipments', releasesDir })).rejects.toThrow(
      /mf_shipments has no releases/,
    );
    await unchanged();
  });

  it('a dist without mf-manifest.json is not published, and no release folder appears', async () => {
    const dist = await makeDist('mf_loadboard', { marker: 'v3', withManifest: false });
    await expect(publishRelease({ app: 'mf-loadboard', distDir: dist, releasesDir })).rejects.toThrow(
      /has no mf-manifest.json/,
    );
    await unchanged();
    expect(await fs.readdir(path.join(releasesDir, 'mf-loadboard'))).toEqual(['1.0.0-r1', '1.0.0-r2']);
  });

  it('a dist built for another remote is not published under this one', async () => {
    await expect(
      publishRelease({
        app: 'mf-financials',
        distDir: await makeDist('mf_loadboard', { marker: 'v3' }),
        releasesDir,
      }),
    ).rejects.toThrow('is a build of mf_loadboard, not mf_financials');
    await unchanged();
    await expect(fs.access(path.join(releasesDir, 'mf-financials'))).rejects.toThrow();
  });

  it('a rollback to a release folder that lost its manifest', async () => {
    await fs.rm(path.join(releasesDir, 'mf-loadboard/1.0.0-r1/mf-manifest.json'));
    await expect(rollback({ app: 'mf-loadboard', releasesDir })).rejects.toThrow(/has no mf-manifest.json/);
    await unchanged();
  });

  it.each([
    ['not JSON', '{"schemaVersion": 1, "remotes": {'],
    [
      'the wrong shape',
      JSON.stringify({ schemaVersion: 1, remotes: { mf_loadboard: { live: 3 } }, history: [] }),
    ],
  ])('a corrupt remotes.json (%s) is left as it is by release and rollback', async (_kind, corrupt) => {
    await fs.writeFile(registryFile(), corrupt);
    before = await fs.readFile(registryFile());
    await expect(
      publishRelease({
        app: 'mf-loadboard',
        distDir: await makeDist('mf_loadboard', { marker: 'v3' }),
        releasesDir,
      }),
    ).rejects.toThrow(RegistryError);
    await expect(rollback({ app: 'mf-loadboard', releasesDir })).rejects.toThrow(RegistryError);
    await expect(readRegistry({ releasesDir })).rejects.toThrow(/remotes.json/);
    await unchanged();
    expect(await fs.readdir(path.join(releasesDir, 'mf-loadboard'))).toEqual(['1.0.0-r1', '1.0.0-r2']);
  });

  it('a missing remotes.json is an error on rollback (and stays missing)', async () => {
    await fs.rm(registryFile());
    await expect(rollback({ app: 'mf-loadboard', releasesDir })).rejects.toThrow(/does not exist/);
    await expect(fs.access(registryFile())).rejects.toThrow();
  });
});

describe('atomic write', () => {
  it('leaves the old file whole and no temp file when the process fails between write and rename', async () => {
    const file = path.join(root, 'remotes.json');
    await fs.writeFile(file, '{"old": true}');
    // The crash point: data written and synced to the temp file, rename never happens.
    jest.spyOn(fs, 'rename').mockRejectedValueOnce(Object.assign(new Error('killed'), { code: 'EIO' }));

    await expect(
      writeFileAtomic(file, '{"new": true, "padding": "' + 'x'.repeat(100_000) + '"}'),
    ).rejects.toThrow('killed');

    expect(await fs.readFile(file, 'utf8')).toBe('{"old": true}');
    expect(await fs.readdir(root)).toEqual(['remotes.json']);
  });

  it('a release whose registry write fails is not live and leaves no release folder behind', async () => {
    await publishRelease({
      app: 'mf-loadboard',
      distDir: await makeDist('mf_loadboard'),
      releasesDir,
      operator: 'x',
    });
    const before = await fs.readFile(registryFile());
    const realRename = fs.rename.bind(fs);
    jest.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
      if (String(to).endsWith('remotes.json'))
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      return realRename(from, to);
    });

    await expect(
      publishRelease({
        app: 'mf-loadboard',
        distDir: await makeDist('mf_loadboard', { marker: 'v2' }),
        releasesDir,
        operator: 'x',
      }),
    ).rejects.toThrow('disk full');

    expect((await fs.readFile(registryFile())).equals(before)).toBe(true);
    expect(await fs.readdir(path.join(releasesDir, 'mf-loadboard'))).toEqual(['1.0.0-r1']);
    expect((await fs.readdir(releasesDir)).sort()).toEqual(['mf-loadboard', 'remotes.json']);
  });

  it('the new content replaces the old in one piece', async () => {
    const file = path.join(root, 'remotes.json');
    await fs.writeFile(file, 'old');
    await writeFileAtomic(file, 'new');
    expect(await fs.readFile(file, 'utf8')).toBe('new');
    expect(await fs.readdir(root)).toEqual(['remotes.json']);
  });
});

describe('the CLI', () => {
  const tsx = require.resolve('tsx/cli');
  const cli = path.join(__dirname, 'cli.ts');
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [tsx, cli, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        TRUCKS_RELEASES_DIR: releasesDir,
        TRUCKS_OPERATOR: 'cli-user',
        // A host folder with no host-shares.json: the gate refuses whatever is released without --force.
        TRUCKS_HOST_DIR: path.join(root, 'no-host'),
      },
    });

  it('publishes with --dist, rolls back, lists, and exits 1 with one clear line on bad input', async () => {
    const dist = await makeDist('mf_shipper_orders');
    const gated = run('release', 'mf-shipper-orders', '--allow-dirty', '--dist', dist);
    expect(gated.status).toBe(1);
    expect(gated.stderr).toContain('mf_shipper_orders 1.0.0-r1 was refused and stays a candidate');
    expect(run('release', 'mf-shipper-orders', '--allow-dirty', '--dist', dist, '--force').status).toBe(1);
    expect(
      run('release', 'mf-shipper-orders', '--allow-dirty', '--dist', dist, '--force', 'cli test').status,
    ).toBe(0);
    expect(
      run('release', 'mf-shipper-orders', '--allow-dirty', '--dist', dist, '--force', 'cli test').status,
    ).toBe(0);

    const refused = run('rollback', 'mf-shipper-orders', '--to', '0.0.1-r1');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("rollback: mf_shipper_orders has no release '0.0.1-r1'");

    expect(run('rollback', 'mf_shipper_orders').status).toBe(0);
    const status = run('remotes');
    expect(status.status).toBe(0);
    expect(status.stdout).toContain('mf_shipper_orders (mf-shipper-orders): live 1.0.0-r2');
    expect(status.stdout).toMatch(/rollback 1\.0\.0-r3 -> 1\.0\.0-r2 {2}by cli-user/);
    expect(status.stdout).toContain('! 1.0.0-r1         candidate, refused');
    expect(status.stdout).toMatch(
      /release {2}- -> 1\.0\.0-r2 {2}by cli-user {2}\(forced past the gate: cli test\)/,
    );
    expect(status.stdout).toContain('mf_loadboard (mf-loadboard): not released');
  }, 60_000);
});

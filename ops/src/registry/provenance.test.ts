// `pnpm release` records where a release came from and refuses what it should not build from: a tree
// with uncommitted changes (unless --allow-dirty) and node_modules out of date. It never installs.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readRegistry } from './registry';
import { makeDist } from './registry-test-support';
import { staleDependencies } from './provenance';

let root: string;
let tree: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-provenance-'));
  tree = path.join(root, 'tree');
  await fs.mkdir(tree);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: tree, stdio: 'ignore' });
  git('init', '-q');
  await fs.writeFile(path.join(tree, 'README.md'), 'a tree\n');
  git('add', '.');
  git('-c', 'user.email=ops@test', '-c', 'user.name=ops', 'commit', '-q', '-m', 'first');
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

const release = (dist: string, ...flags: string[]) =>
  spawnSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      path.join(__dirname, 'cli.ts'),
      'release',
      'mf-financials',
      '--dist',
      dist,
      '--force',
      'provenance test',
      ...flags,
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        TRUCKS_RELEASES_DIR: path.join(root, 'releases'),
        TRUCKS_SOURCE_DIR: tree,
        TRUCKS_OPERATOR: 'ops-anna',
        TRUCKS_GATEWAY_URL: 'https://127.0.0.1:9',
      },
    },
  );

it('records the commit; refuses a dirty tree unless --allow-dirty, and records that it was dirty', async () => {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: tree, encoding: 'utf8' }).trim();
  const dist = await makeDist(root, 'mf_financials', 'v1');
  expect(release(dist).status).toBe(0);

  await fs.writeFile(path.join(tree, 'README.md'), 'an edit not committed\n');
  const refused = release(dist);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(
    'release: the tree has uncommitted changes (README.md); commit them, or release with --allow-dirty',
  );
  expect(release(dist, '--allow-dirty').status).toBe(0);

  const releases = (await readRegistry({ releasesDir: path.join(root, 'releases') })).remotes.mf_financials
    ?.releases;
  expect(releases?.map((each) => [each.version, each.commit, each.dirty])).toEqual([
    ['1.0.0-r1', head, false],
    ['1.0.0-r2', head, true],
  ]);
}, 120_000);

describe('node_modules against pnpm-lock.yaml', () => {
  const lock = (specifier: string) =>
    `lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n      zod:\n        specifier: ${specifier}\n        version: 4.0.0\n\npackages:\n\n  zod@4.0.0: {}\n`;
  beforeEach(async () => {
    await fs.writeFile(path.join(tree, 'package.json'), JSON.stringify({ dependencies: { zod: '^4.0.0' } }));
    await fs.writeFile(path.join(tree, 'pnpm-lock.yaml'), lock('^4.0.0'));
    await fs.mkdir(path.join(tree, 'node_modules', '.pnpm'), { recursive: true });
    await fs.writeFile(path.join(tree, 'node_modules', '.pnpm', 'lock.yaml'), lock('^4.0.0'));
  });

  it('is up to date when the last install was of this lockfile and package.json agrees with it', () => {
    expect(staleDependencies(tree)).toBeUndefined();
  });

  it('is out of date after the lockfile changed (a pull) without an install', async () => {
    await fs.writeFile(path.join(tree, 'pnpm-lock.yaml'), lock('^4.1.0'));
    expect(staleDependencies(tree)).toMatch(
      /installed from another pnpm-lock.yaml than this tree's; run pnpm install yourself/,
    );
  });

  it('is out of date when a package.json names a dependency the lockfile does not', async () => {
    await fs.writeFile(
      path.join(tree, 'package.json'),
      JSON.stringify({ dependencies: { zod: '^4.0.0', yaml: '^2.0.0' } }),
    );
    expect(staleDependencies(tree)).toBe(
      "package.json dependencies yaml is '^2.0.0' but pnpm-lock.yaml has '(absent)'; run pnpm install yourself, then release again",
    );
  });

  it('is out of date when nothing was ever installed', async () => {
    await fs.rm(path.join(tree, 'node_modules'), { recursive: true });
    expect(staleDependencies(tree)).toMatch(/node_modules was never installed here/);
  });
});

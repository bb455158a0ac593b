// Ops can still roll a remote back to a release built before antd and react-router were shared one key
// per export (issue 25): such a release takes antd from the keys antd/first, antd/late and antd, and
// react-router from key react-router, which the host keeps providing whole ("legacy keys"). Here
// mf-financials is built as main built it then: its sources copied beside the ops/build of that commit
// (read from git), its packages linked, and published with the registry's API into the stack. The live
// host renders its Accounting page on its one antd and router, with no console error. The old build
// took 25 s cold and 5 s with the copy's webpack cache warm, the journey 36 s and 8 s (2 cores).
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { publishRelease } from '../../ops/src/registry/registry';
import { collectPageErrors, readDiagnostics } from '../fixtures/diagnostics';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';
import { WORKSPACE_ROOT, currentStack } from '../stack/stack-location';

const run = promisify(execFile);
const app = 'mf_financials';
const folder = REMOTE_FOLDER[app];
/** main just before sharing by export was merged (1d2805a): antd and react-router shared as surfaces. */
const BEFORE_SHARING_BY_EXPORT = 'e4cdf10';

/**
 * A workspace of that commit's build configuration over today's sources: ops/build from git, every
 * other package linked, the app's sources copied (the old build writes nothing outside this folder but
 * its dist and caches; the host's generated modules are not touched by a remote's build).
 */
async function workspaceBuiltAsBefore(): Promise<string> {
  const root = join(tmpdir(), 'trucks-e2e-before-sharing-by-export');
  await mkdir(join(root, 'ops', 'build'), { recursive: true });
  const { stdout } = await run('git', ['ls-tree', '--name-only', BEFORE_SHARING_BY_EXPORT, 'ops/build/'], {
    cwd: WORKSPACE_ROOT,
  });
  for (const file of stdout.split('\n').filter((name) => name.endsWith('.cjs'))) {
    const { stdout: code } = await run('git', ['show', `${BEFORE_SHARING_BY_EXPORT}:${file}`], {
      cwd: WORKSPACE_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    await writeFile(join(root, file), code);
  }
  const link = async (target: string, at: string) => {
    await rm(at, { recursive: true, force: true });
    await symlink(target, at);
  };
  await link(join(WORKSPACE_ROOT, 'ops', 'node_modules'), join(root, 'ops', 'node_modules'));
  for (const entry of await readdir(WORKSPACE_ROOT, { withFileTypes: true })) {
    if (!entry.isDirectory() || ['ops', folder].includes(entry.name) || entry.name.startsWith('.')) continue;
    await link(join(WORKSPACE_ROOT, entry.name), join(root, entry.name));
  }
  const appDir = join(root, folder);
  await mkdir(join(appDir, 'node_modules', '.cache'), { recursive: true });
  for (const entry of ['src', 'package.json']) {
    await rm(join(appDir, entry), { recursive: true, force: true });
    await cp(join(WORKSPACE_ROOT, folder, entry), join(appDir, entry), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  for (const entry of await readdir(join(WORKSPACE_ROOT, folder, 'node_modules'))) {
    if (entry === '.cache' || entry === '.federation') continue;
    await link(join(WORKSPACE_ROOT, folder, 'node_modules', entry), join(appDir, 'node_modules', entry));
  }
  await writeFile(
    join(appDir, 'webpack.config.cjs'),
    "const { createAppConfig } = require('../ops/build/webpack.cjs');\n" +
      `module.exports = createAppConfig({ appDir: __dirname, federationName: '${app}', kind: 'remote' });\n`,
  );
  return appDir;
}

test('ops rolls Financials back to a release built before sharing by export: the live host runs it', async ({
  portal,
  page,
  registry,
}) => {
  test.setTimeout(240_000);
  const before = await registry.live(app);
  const appDir = await workspaceBuiltAsBefore();
  const started = Date.now();
  await run(join(appDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: appDir,
    timeout: 200_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(
    `mf-financials built as before sharing by export in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // Built as then: the names under the surfaces' keys, no sharedExports.
  const distDir = join(appDir, 'dist');
  const manifest = JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { trucks: Record<string, unknown> };
  };
  expect(Object.keys(manifest.metaData.trucks)).toEqual(
    expect.arrayContaining(['antdFirstImports', 'antdLateImports', 'reactRouterImports']),
  );
  expect(manifest.metaData.trucks.sharedExports).toBeUndefined();

  const { release } = await publishRelease({
    app,
    distDir,
    releasesDir: currentStack().releasesDir,
    operator: 'e2e',
  });
  expect(release.version).not.toBe(before.version);
  const consoleErrors = collectPageErrors(page);

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  await expect(portal.unavailable(app)).toHaveCount(0);
  // Its list and the filter form (Form, DatePicker: names it takes from the late key).
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  const diagnostics = await readDiagnostics(page);
  expect(diagnostics.apps).toContain(app);
  expect(diagnostics.antdVersions, 'antd instances').toHaveLength(1);
  expect(diagnostics.reactVersions, 'React instances').toHaveLength(1);
  expect(diagnostics.routerCount, 'routers').toBe(1);
  expect(await portal.status(app)).toMatchObject({
    live: release.version,
    loaded: release.version,
    state: 'loaded',
  });
  expect(consoleErrors).toEqual([]);
});

// A live release that passed its release and then broke where it is served: its files changed on disk
// (a bad copy to the CDN, a hand edit). Browsers find it refused or broken, the area runs the last good
// release, and /status names both releases and the reason. The registry is the stack's own; the
// registry fixture restores remotes.json after each test, and the broken release folder, no longer
// listed, is never served again.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { publishRelease } from '../../ops/src/registry/registry';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';
import { WORKSPACE_ROOT, currentStack } from '../stack/stack-location';

const app = 'mf_financials';
const folder = REMOTE_FOLDER[app];

/** A second release of the app's built dist, made live with the registry's API (no gate, no build). */
async function releaseAgain(): Promise<{ version: string; dir: string }> {
  const { releasesDir } = currentStack();
  const { release, releaseDir } = await publishRelease({
    app,
    distDir: join(WORKSPACE_ROOT, folder, 'dist'),
    releasesDir,
    operator: 'e2e',
  });
  return { version: release.version, dir: releaseDir };
}

/** Rewrites a file of a release folder; the build's precompressed copies go (the gateway prefers them). */
async function rewrite(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
  await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
}

test.describe('a live release made broken on disk', () => {
  test('falls back to the last good release when its manifest claims an antd export the host lacks, and /status says why', async ({
    portal,
    registry,
  }) => {
    const good = await registry.live(app);
    const broken = await releaseAgain();
    expect((await registry.live(app)).version).toBe(broken.version);
    await rewrite(join(broken.dir, 'mf-manifest.json'), (text) => {
      const manifest = JSON.parse(text) as {
        metaData: { trucks: { sharedExports: { antd: { names: string[] } } } };
      };
      manifest.metaData.trucks.sharedExports.antd.names.push('NoSuchExport');
      return JSON.stringify(manifest);
    });

    await portal.open(AREA_ROUTE[app]);
    await portal.waitForArea(app);
    await expect(portal.unavailable(app)).toHaveCount(0);

    const status = await portal.status(app);
    expect(status).toMatchObject({ live: broken.version, loaded: good.version, state: 'fallback' });
    expect(status.reason).toBe(
      `Live release ${broken.version} was refused (incompatible: mf_financials imports NoSuchExport from antd, ` +
        `which antd 6.6.8 in the host does not export); running ${good.version}`,
    );
  });

  test('falls back to the last good release when its remoteEntry.js no longer runs, and /status says why', async ({
    portal,
    registry,
    page,
  }) => {
    const good = await registry.live(app);
    const broken = await releaseAgain();
    await rewrite(
      join(broken.dir, 'remoteEntry.js'),
      () => 'throw new Error("remoteEntry.js corrupted on disk");\n',
    );
    const releasesRequested: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`/releases/${folder}/`)) releasesRequested.push(path);
    });

    await portal.open(AREA_ROUTE[app]);
    await portal.waitForArea(app);
    await expect(portal.unavailable(app)).toHaveCount(0);

    const status = await portal.status(app);
    expect(status).toMatchObject({ live: broken.version, loaded: good.version, state: 'fallback' });
    expect(status.reason).toMatch(
      new RegExp(`^Live release ${broken.version} did not load \\(.+\\); running ${good.version}$`),
    );
    // The broken entry was tried, then the good release's files served the area.
    expect(releasesRequested).toContain(`/releases/${folder}/${broken.version}/remoteEntry.js`);
    expect(releasesRequested).toContain(`/releases/${folder}/${good.version}/remoteEntry.js`);
  });
});

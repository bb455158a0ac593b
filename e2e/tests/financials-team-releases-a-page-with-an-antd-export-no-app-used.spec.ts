// Issue 25's first failure, as a new team member met it: the Financials team adds `import { QRCode }
// from 'antd'` and a <QRCode> to the Accounting page (no app of the suite imports QRCode) and releases
// mf-financials alone. The live host, built before that edit and not rebuilt, runs it: the QR code
// renders with no console error, on the one antd, and /status shows the new release loaded.
// The edit is made in a copy of the app (its node_modules linked to the app's), built with webpack into
// that copy's dist, and published with the registry's API into the stack's releases folder: the
// working tree is never edited. The build took 8.5 s with the copy's warm webpack cache and 25 s cold,
// the journey 16 s and 33 s (2 cores).
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { publishRelease } from '../../ops/src/registry/registry';
import { collectPageErrors, readDiagnostics } from '../fixtures/diagnostics';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';
import { WORKSPACE_ROOT, currentStack } from '../stack/stack-location';

const run = promisify(execFile);
const app = 'mf_financials';
const folder = REMOTE_FOLDER[app];
const PAGE_FILE = join('src', 'features', 'accounting', 'components', 'accounting-page.tsx');
const QR_VALUE = 'https://localhost/accounting?release=qr-code';

/**
 * A copy of the app's sources beside links to its installed packages, in a fixed folder so webpack's
 * cache there is warm on the next run (timestamps kept: unchanged sources stay cached).
 */
async function copyOfApp(): Promise<string> {
  const original = join(WORKSPACE_ROOT, folder);
  const copy = join(tmpdir(), 'trucks-e2e-independent-release', folder);
  await mkdir(join(copy, 'node_modules', '.cache'), { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.cjs']) {
    await rm(join(copy, entry), { recursive: true, force: true });
    await cp(join(original, entry), join(copy, entry), { recursive: true, preserveTimestamps: true });
  }
  for (const entry of await readdir(join(original, 'node_modules'))) {
    // The copy's own caches and federation entry: nothing is written through a link into the app.
    if (entry === '.cache' || entry === '.federation') continue;
    await rm(join(copy, 'node_modules', entry), { recursive: true, force: true });
    await symlink(join(original, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  return copy;
}

/** The team's edit: QRCode imported from antd like any other name, drawn beside the tab totals. */
async function addQrCodeToAccountingPage(appDir: string): Promise<void> {
  const file = join(appDir, PAGE_FILE);
  const source = await readFile(file, 'utf8');
  const importLine = "import { Flex, Typography } from 'antd';";
  const anchor = '<UnsettledInvoiceReminders />';
  if (!source.includes(importLine) || !source.includes(anchor))
    throw new Error(`${PAGE_FILE} changed: this journey's edit needs "${importLine}" and "${anchor}"`);
  await writeFile(
    file,
    source
      .replace(importLine, "import { Flex, QRCode, Typography } from 'antd';")
      .replace(anchor, `${anchor}\n<QRCode value="${QR_VALUE}" size={96} />`),
  );
}

test('a remote built with an antd export no other app imports, released alone, renders it', async ({
  portal,
  page,
  registry,
}) => {
  test.setTimeout(240_000);
  const { releasesDir } = currentStack();
  const before = await registry.live(app);

  // No live release of the suite imports QRCode: the host was built without anyone asking for it.
  for (const remote of REMOTE_APPS) {
    const { manifestUrl } = await registry.live(remote);
    const manifest = JSON.parse(
      await readFile(join(releasesDir, manifestUrl.replace(/^\/releases\//, '')), 'utf8'),
    ) as { metaData: { trucks: { sharedExports?: { antd?: { names: string[] } } } } };
    expect(manifest.metaData.trucks.sharedExports?.antd?.names, remote).not.toContain('QRCode');
  }

  const appDir = await copyOfApp();
  await addQrCodeToAccountingPage(appDir);
  const distDir = join(appDir, 'dist');
  const started = Date.now();
  // Not under the workspace's build lock: this build writes only in the copy (its dist and webpack
  // cache), and a wait for another app's build would count against the journey's time.
  await run(join(appDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: appDir,
    timeout: 200_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const buildSeconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'remote build', description: `${buildSeconds.toFixed(1)} s` });
  console.log(`mf-financials with QRCode built in ${buildSeconds.toFixed(1)} s`);

  const built = JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { trucks: { sharedExports: { antd: { names: string[] } } } };
  };
  expect(built.metaData.trucks.sharedExports.antd.names).toContain('QRCode');

  // Released alone, straight into the running stack's registry; nothing else is built or released.
  const { release } = await publishRelease({ app, distDir, releasesDir, operator: 'e2e' });
  expect(release.version).not.toBe(before.version);

  const consoleErrors = collectPageErrors(page);

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  const qrCode = page.locator('.ant-qrcode');
  await expect(qrCode.locator('canvas')).toBeVisible();
  // Drawn (antd draws the modules on the canvas), and styled by the host's late antd stylesheet.
  const drawn = await qrCode.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    const { data } = context!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let at = 0; at < data.length; at += 4) if (data[at]! < 128 && data[at + 3]! > 0) dark += 1;
    return { width: canvas.width, dark };
  });
  expect(drawn.width).toBeGreaterThan(0);
  expect(drawn.dark).toBeGreaterThan(100);
  expect(await qrCode.evaluate((element) => getComputedStyle(element).display)).toBe('flex');

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

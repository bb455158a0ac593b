// The release gate's registry side, its first check and its render signal (the browser smoke runs in
// the e2e journeys ops-release-the-live-suite-cannot-run-is-refused, ops-release-whose-page-never-
// renders-is-refused and ops-release-with-a-renamed-expose-is-refused): a refused release stays a candidate with its
// reasons and the live release keeps serving; --force goes live and says why in the history; the
// check against the live host reads its host-shares.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@trucks/shared-contracts/federation/registry-document';
import { publishRelease, ReleaseRefusedError } from './registry';
import { checkAgainstHost, HOST_SHARES_FILE, judgeRender, ownedRoutes } from './release-gate';
import { formatRegistryStatus } from './status';

let root: string;
let releasesDir: string;

const HOST_SHARES = {
  packages: { react: '19.3.1', '@trucks/shared-contracts/': '1.0.0' },
  libraries: { antd: { version: '6.6.8', exports: ['Button', 'QRCode'] } },
};

async function makeDist(marker: string, antdNames: string[] = ['Button']): Promise<string> {
  const dist = path.join(root, 'builds', marker);
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `/* ${marker} */`);
  const manifest = {
    id: 'mf_financials',
    name: 'mf_financials',
    metaData: {
      name: 'mf_financials',
      buildInfo: { buildVersion: '1.0.0' },
      trucks: {
        appVersion: '1.0.0',
        contractsVersion: '1.0.0',
        sharedExports: { antd: { version: '6.6.8', names: antdNames } },
      },
    },
    shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
    remotes: [],
    exposes: [{ name: 'routes', path: './routes' }],
  };
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  return dist;
}

const readDocument = async (): Promise<RegistryDocument> =>
  JSON.parse(await fs.readFile(path.join(releasesDir, 'remotes.json'), 'utf8')) as RegistryDocument;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-gate-'));
  releasesDir = path.join(root, 'releases');
  await publishRelease({
    app: 'mf-financials',
    distDir: await makeDist('good'),
    releasesDir,
    operator: 'ana',
  });
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('a release the gate refuses', () => {
  it('stays a candidate with its reasons; the live release and the history are unchanged', async () => {
    const before = await readDocument();
    const refusal = publishRelease({
      app: 'mf-financials',
      distDir: await makeDist('bad'),
      releasesDir,
      operator: 'bo',
      gate: async () => ['a reason', 'another reason'],
    });
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefusedError);
    await expect(refusal).rejects.toThrow(
      /1\.0\.0-r2 was refused and stays a candidate.*\n {2}- a reason\n {2}- another reason/,
    );
    const after = await readDocument();
    expect(after.remotes.mf_financials?.live).toBe('1.0.0-r1');
    expect(after.remotes.mf_financials?.releases).toEqual(before.remotes.mf_financials?.releases);
    expect(after.history).toEqual(before.history);
    expect(after.remotes.mf_financials?.candidates).toEqual([
      expect.objectContaining({ version: '1.0.0-r2', reason: 'a reason; another reason', by: 'bo' }),
    ]);
    expect(formatRegistryStatus(after, 'remotes.json')).toContain('! 1.0.0-r2         candidate, refused');
  });

  it('is asked about once its folder is complete, with the registry as it was', async () => {
    let seen: { files: string[]; live: string | undefined } | undefined;
    await publishRelease({
      app: 'mf-financials',
      distDir: await makeDist('next'),
      releasesDir,
      gate: async ({ releaseDir, document }) => {
        seen = { files: await fs.readdir(releaseDir), live: document.remotes.mf_financials?.live };
        return [];
      },
    });
    expect(seen).toEqual({ files: ['mf-manifest.json', 'remoteEntry.js'], live: '1.0.0-r1' });
    expect((await readDocument()).remotes.mf_financials?.live).toBe('1.0.0-r2');
  });
});

describe('--force', () => {
  it('makes the release live without asking the gate, and the history says who and why', async () => {
    const gate = jest.fn(async () => ['would refuse']);
    await publishRelease({
      app: 'mf-financials',
      distDir: await makeDist('hotfix'),
      releasesDir,
      operator: 'ops-on-call',
      gate,
      force: 'payments down, the smoke cannot reach the bank sandbox',
    });
    expect(gate).not.toHaveBeenCalled();
    const document = await readDocument();
    expect(document.remotes.mf_financials?.live).toBe('1.0.0-r2');
    expect(document.history.at(-1)).toMatchObject({
      by: 'ops-on-call',
      note: 'forced past the gate: payments down, the smoke cannot reach the bank sandbox',
    });
    expect(formatRegistryStatus(document, 'remotes.json')).toContain(
      'by ops-on-call  (forced past the gate: payments down',
    );
  });
});

describe('checkAgainstHost', () => {
  async function host(shares: unknown = HOST_SHARES): Promise<string> {
    const dir = path.join(root, 'host');
    await fs.mkdir(dir, { recursive: true });
    if (shares !== undefined) await fs.writeFile(path.join(dir, HOST_SHARES_FILE), JSON.stringify(shares));
    return dir;
  }

  it('passes a release whose every antd name the host exports', async () => {
    expect(await checkAgainstHost(await makeDist('qr', ['Button', 'QRCode']), await host())).toEqual([]);
  });

  it('names an export the host does not have', async () => {
    expect(await checkAgainstHost(await makeDist('new', ['Button', 'Splitter']), await host())).toEqual([
      'mf_financials imports Splitter from antd, which antd 6.6.8 in the host does not export',
    ]);
  });

  it('refuses against a host built before shared exports were recorded', async () => {
    const dir = path.join(root, 'old-host');
    await fs.mkdir(dir);
    const [reason] = await checkAgainstHost(await makeDist('any'), dir);
    expect(reason).toMatch(/has no host-shares\.json: .*release the host first/);
  });

  it('refuses a folder without a readable manifest', async () => {
    const dir = path.join(root, 'empty');
    await fs.mkdir(dir);
    const [reason] = await checkAgainstHost(dir, await host());
    expect(reason).toMatch(/^the release has no readable mf-manifest\.json/);
  });
});

it('smokes every route a remote owns', () => {
  expect(ownedRoutes('mf_financials')).toEqual([
    '/accounting',
    '/invoices',
    '/payments',
    '/third-party-payer-invoices',
  ]);
});

describe('the render signal of a route', () => {
  const rendered = {
    regions: [{ module: 'mf_financials/routes', release: '1.0.0-r2', state: 'loaded' }],
    heading: 'Payments',
    busy: [],
    text: 'Payments',
  };

  it("holds when the candidate's own routes module mounted and the page shows its title, nothing loading", () => {
    expect(judgeRender(rendered, 'mf_financials', '1.0.0-r2')).toEqual({ kind: 'rendered' });
  });

  it('waits while the page still loads: its module not mounted, no title, a spinner or skeleton', () => {
    expect(judgeRender({ ...rendered, regions: [] }, 'mf_financials', '1.0.0-r2')).toEqual({
      kind: 'waiting',
      missing: 'mf_financials/routes has not mounted',
    });
    expect(judgeRender({ ...rendered, heading: undefined }, 'mf_financials', '1.0.0-r2')).toMatchObject({
      kind: 'waiting',
      missing: 'the page shows no title (no heading in <main>)',
    });
    expect(judgeRender({ ...rendered, busy: ['Loading payments'] }, 'mf_financials', '1.0.0-r2')).toEqual({
      kind: 'waiting',
      missing: 'still loading: Loading payments',
    });
  });

  it('refuses a page rendered by an earlier release after a fallback, or by another release', () => {
    const fallback = {
      ...rendered,
      regions: [
        {
          module: 'mf_financials/routes',
          release: '1.0.0-r1',
          state: 'fallback',
          reason: 'Live release 1.0.0-r2 did not load (no ./routes); running 1.0.0-r1',
        },
      ],
    };
    expect(judgeRender(fallback, 'mf_financials', '1.0.0-r2')).toEqual({
      kind: 'refused',
      reason:
        'release 1.0.0-r1 rendered mf_financials/routes, not 1.0.0-r2 (fallback: Live release 1.0.0-r2 did not load (no ./routes); running 1.0.0-r1)',
    });
    expect(judgeRender(rendered, 'mf_financials', '1.0.0-r3')).toMatchObject({ kind: 'refused' });
  });

  it('names a live host that predates the signal', () => {
    expect(judgeRender({ ...rendered, regions: undefined }, 'mf_financials', '1.0.0-r2')).toMatchObject({
      kind: 'waiting',
      missing: expect.stringContaining('release the host first'),
    });
  });
});

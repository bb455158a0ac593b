// Whether a host can run a remote release: the one rule the host's guard (at run time) and the release
// gate (at release time) both apply. The manifest below is the shape ops/build/webpack.cjs writes
// (mf-financials' build, shortened).
import {
  CONTRACTS_SHARE_KEY,
  readRemoteManifest,
  remoteIncompatibilities,
  satisfiesCaret,
} from './remote-compatibility';
import type { HostShares } from './remote-compatibility';

const HOST: HostShares = {
  packages: {
    react: '19.3.1',
    'react/jsx-runtime': '19.3.1',
    'react-dom': '19.3.1',
    '@tanstack/react-query': '5.108.0',
    zustand: '5.1.0',
    dayjs: '1.11.23',
    [CONTRACTS_SHARE_KEY]: '1.0.0',
  },
  libraries: {
    antd: {
      version: '6.6.8',
      exports: ['App', 'Button', 'ConfigProvider', 'DatePicker', 'Form', 'QRCode', 'theme'],
    },
    'react-router': { version: '7.18.5', exports: ['Link', 'Routes', 'useBlocker', 'useNavigate'] },
  },
};

/** A shared entry as the manifest lists it: the remote's own copy as fallback (sync assets). */
function sharedEntry(name: string, requiredVersion: string, ownAssets = ['7923.d99a3fea.js']) {
  return {
    id: `mf_financials:${name}`,
    name,
    version: requiredVersion.replace(/^\^/, ''),
    singleton: true,
    requiredVersion,
    assets: { js: { async: [], sync: ownAssets }, css: { async: [], sync: [] } },
    fallback: '',
  };
}

interface ManifestOverrides {
  name?: unknown;
  exposes?: unknown;
  shared?: unknown;
  trucks?: Record<string, unknown>;
}

function manifest(overrides: ManifestOverrides = {}): Record<string, unknown> {
  return {
    id: 'mf_financials',
    name: 'name' in overrides ? overrides.name : 'mf_financials',
    metaData: {
      name: 'mf_financials',
      trucks: {
        appVersion: '1.0.0',
        contractsVersion: '1.0.0',
        sharedExports: {
          antd: { version: '6.6.8', names: ['App', 'Button', 'QRCode'] },
          'react-router': { version: '7.18.5', names: ['Link', 'useNavigate'] },
        },
        ...overrides.trucks,
      },
    },
    shared:
      'shared' in overrides
        ? overrides.shared
        : [
            sharedEntry('react', '^19.3.1'),
            sharedEntry('react/jsx-runtime', '^19.3.1'),
            sharedEntry('dayjs', '^1.11.23'),
            // shared-contracts' modules: checked by major, not by the package rule.
            { ...sharedEntry('@trucks/shared-contracts/api/client', '^1.0.0'), singleton: undefined },
          ],
    exposes:
      'exposes' in overrides
        ? overrides.exposes
        : [{ id: 'mf_financials:routes', name: 'routes', path: './routes' }],
  };
}

describe('remoteIncompatibilities', () => {
  it("accepts a remote built from the catalog's versions, importing an export no other app does (QRCode)", () => {
    expect(remoteIncompatibilities(manifest(), HOST)).toEqual([]);
  });

  it('accepts a remote released before sharing by export (no sharedExports) and a newer contracts minor', () => {
    const { sharedExports: _unused, ...before } = (manifest().metaData as { trucks: Record<string, unknown> })
      .trucks;
    const released = manifest();
    (released.metaData as { trucks: unknown }).trucks = before;
    expect(remoteIncompatibilities(released, HOST)).toEqual([]);
    expect(remoteIncompatibilities(manifest({ trucks: { contractsVersion: '1.4.2' } }), HOST)).toEqual([]);
  });

  describe('refuses a manifest it cannot read, saying what is wrong', () => {
    it.each([
      ['not an object', null, 'the manifest is not a JSON object'],
      ['an array', [manifest()], 'the manifest is not a JSON object'],
      ['text', 'mf-manifest.json', 'the manifest is not a JSON object'],
      ['no name', manifest({ name: '' }), 'the manifest has no name'],
      ['no exposes', manifest({ exposes: undefined }), 'the manifest exposes no module'],
      ['an empty exposes', manifest({ exposes: [] }), 'the manifest exposes no module'],
      ['no shared list', manifest({ shared: 'react' }), 'the manifest has no list of shared modules'],
      [
        'a shared entry not an object',
        manifest({ shared: ['react'] }),
        'the manifest has no list of shared modules',
      ],
      [
        'no metaData.trucks',
        { ...manifest(), metaData: { name: 'mf_financials' } },
        'the manifest has no metaData.trucks (not built by ops/build)',
      ],
      [
        'no contractsVersion',
        manifest({ trucks: { contractsVersion: 1 } }),
        'the manifest records no contractsVersion',
      ],
      [
        'sharedExports not an object',
        manifest({ trucks: { sharedExports: ['antd'] } }),
        'metaData.trucks.sharedExports is not an object',
      ],
      [
        'a library record without a version',
        manifest({ trucks: { sharedExports: { antd: { names: ['Button'] } } } }),
        'metaData.trucks.sharedExports.antd is not { version, names }',
      ],
      [
        'names that are not strings',
        manifest({
          trucks: { sharedExports: { 'react-router': { version: '7.18.5', names: ['Link', 3] } } },
        }),
        'metaData.trucks.sharedExports.react-router is not { version, names }',
      ],
      [
        'names not a list',
        manifest({ trucks: { sharedExports: { antd: { version: '6.6.8', names: 'Button' } } } }),
        'metaData.trucks.sharedExports.antd is not { version, names }',
      ],
    ])('%s', (_case, bad, reason) => {
      expect(readRemoteManifest(bad)).toBe(reason);
      expect(remoteIncompatibilities(bad, HOST)).toEqual([reason]);
    });
  });

  it('reads a good manifest back as it is', () => {
    const good = manifest();
    expect(readRemoteManifest(good)).toBe(good);
  });

  it('refuses another shared-contracts major, either way', () => {
    expect(remoteIncompatibilities(manifest({ trucks: { contractsVersion: '2.0.0' } }), HOST)).toEqual([
      'mf_financials was built against shared-contracts 2.0.0; the host runs 1.0.0 (another major)',
    ]);
    expect(remoteIncompatibilities(manifest({ trucks: { contractsVersion: '0.9.0' } }), HOST)[0]).toMatch(
      /shared-contracts 0\.9\.0; the host runs 1\.0\.0/,
    );
    expect(remoteIncompatibilities(manifest({ trucks: { contractsVersion: 'next' } }), HOST)).toHaveLength(1);
  });

  it("refuses an export the host's version of the library lacks, naming it and the library", () => {
    const reasons = remoteIncompatibilities(
      manifest({
        trucks: {
          sharedExports: {
            antd: { version: '6.6.8', names: ['Button', 'NoSuchExport', 'Cascader'] },
            'react-router': { version: '7.18.5', names: ['Link', 'unstable_useRoute'] },
          },
        },
      }),
      HOST,
    );
    expect(reasons).toEqual([
      'mf_financials imports NoSuchExport, Cascader from antd, which antd 6.6.8 in the host does not export',
      'mf_financials imports unstable_useRoute from react-router, which react-router 7.18.5 in the host does not export',
    ]);
  });

  it('refuses a remote built with another major of a library, without checking its names', () => {
    expect(
      remoteIncompatibilities(
        manifest({
          trucks: { sharedExports: { antd: { version: '5.21.0', names: ['Button', 'NoSuchExport'] } } },
        }),
        HOST,
      ),
    ).toEqual(['mf_financials was built with antd 5.21.0; the host shares 6.6.8']);
    // A newer minor of the same major is the host's to provide (it provides every export of its version).
    expect(
      remoteIncompatibilities(
        manifest({ trucks: { sharedExports: { antd: { version: '6.7.0', names: ['Button'] } } } }),
        HOST,
      ),
    ).toEqual([]);
  });

  it('refuses a library the host does not share by export, unless the host record names none (outside a build)', () => {
    const withLodash = manifest({
      trucks: { sharedExports: { 'lodash-es': { version: '4.17.21', names: ['debounce'] } } },
    });
    expect(remoteIncompatibilities(withLodash, HOST)).toEqual([
      'mf_financials imports lodash-es, which the host does not share by export',
    ]);
    expect(remoteIncompatibilities(withLodash, { ...HOST, libraries: {} })).toEqual([]);
  });

  it('refuses a shared package the host lacks when the remote brings no copy of its own', () => {
    const shared = [sharedEntry('react', '^19.3.1'), sharedEntry('mobx', '^6.13.0', [])];
    expect(remoteIncompatibilities(manifest({ shared }), HOST)).toEqual([
      'mf_financials needs mobx from the host, which does not share it',
    ]);
    // With its own copy (a fallback in its assets), the remote runs it.
    expect(
      remoteIncompatibilities(
        manifest({ shared: [sharedEntry('mobx', '^6.13.0', ['mobx.1a2b3c4d.js'])] }),
        HOST,
      ),
    ).toEqual([]);
    const asyncOnly = {
      ...sharedEntry('mobx', '^6.13.0', []),
      assets: { js: { sync: [], async: ['mobx.js'] } },
    };
    expect(remoteIncompatibilities(manifest({ shared: [asyncOnly] }), HOST)).toEqual([]);
  });

  it("refuses a singleton whose range the host's version does not satisfy", () => {
    const shared = [
      sharedEntry('react', '^20.0.0'),
      sharedEntry('zustand', '^5.2.0'),
      sharedEntry('dayjs', '^1.11.23'),
      sharedEntry('@tanstack/react-query', '5.108.1'),
    ];
    expect(remoteIncompatibilities(manifest({ shared }), HOST)).toEqual([
      'mf_financials needs react ^20.0.0; the host shares 19.3.1',
      'mf_financials needs zustand ^5.2.0; the host shares 5.1.0',
      'mf_financials needs @tanstack/react-query 5.108.1; the host shares 5.108.0',
    ]);
    // Not a singleton, or no version required: the remote may run its own beside the host's.
    expect(
      remoteIncompatibilities(
        manifest({
          shared: [
            { ...sharedEntry('react', '^20.0.0'), singleton: false },
            { ...sharedEntry('zustand', '^5.2.0'), requiredVersion: false },
          ],
        }),
        HOST,
      ),
    ).toEqual([]);
  });

  it('gives every reason at once', () => {
    const reasons = remoteIncompatibilities(
      manifest({
        shared: [sharedEntry('react', '^20.0.0')],
        trucks: {
          contractsVersion: '2.0.0',
          sharedExports: { antd: { version: '6.6.8', names: ['NoSuchExport'] } },
        },
      }),
      HOST,
    );
    expect(reasons).toHaveLength(3);
  });
});

describe('satisfiesCaret', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.2', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['19.2.9', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['18.3.1', '^19.3.1', false],
    ['v6.6.8', '^6.6.8', true],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.2.2', '^0.2.3', false],
    // ^0.0.x allows that patch only (semver).
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    // An exact version.
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    // A remote's standalone copy is below any release.
    ['0.0.0-standalone', '^6.6.8', false],
    // Ranges it does not read are not grounds to refuse; a caret it cannot read is.
    ['1.0.0', '>=1.0.0', true],
    ['1.0.0', '*', true],
    ['1.0.0', '~1.0.0', true],
    ['1.0.0', '^next', false],
    ['next', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });
});

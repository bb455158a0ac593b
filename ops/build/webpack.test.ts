// The factory's output as data: no build runs here (a build is measured by hand, see ops/README.md).
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { NormalModuleReplacementPlugin } from 'webpack';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import {
  REMOTE_APPS,
  REMOTE_EXPOSES,
  REMOTE_FOLDER,
} from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';

interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<
    string,
    {
      singleton?: boolean;
      requiredVersion?: string;
      version?: string;
      import?: string | false;
      treeShaking?: unknown;
    }
  >;
  manifest?:
    | false
    | {
        fileName: string;
        additionalData: (input: { stats: { metaData: Record<string, unknown> } }) => unknown;
      };
  experiments?: {
    asyncStartup?: boolean;
    externalRuntime?: boolean;
    provideExternalRuntime?: boolean;
    optimization?: { target?: string; disableRemote?: boolean };
  };
  dts?: boolean;
}
type AppConfigFactory = (
  env: unknown,
  argv?: { mode?: 'development' | 'production' },
) => Configuration & {
  devServer: {
    port: number;
    headers: Record<string, string>;
    hot: boolean;
    proxy?: Array<{ context: string[]; target: string }>;
  };
};
interface BuildModule {
  createAppConfig(app: { appDir: string; federationName: string; kind: 'host' | 'remote' }): AppConfigFactory;
  kebabCase(name: string): string;
  HOST_SHARED_CHUNKS: Record<string, RegExp>;
  landingNeeds(workspaceRoot: string): { contractsFiles: Set<string>; antdNames: string[] };
}
type Library = 'antd' | 'react-router';
interface SurfaceModule {
  LIBRARIES: readonly Library[];
  exportShareKey(library: string, name: string): string;
  firstLoadNames(workspaceRoot: string): Record<Library, string[]>;
  libraryExports(appDir: string, library: Library, mode: 'development' | 'production'): string[];
}
interface HostShares {
  packages: Record<string, string>;
  libraries: Record<string, { version: string; exports: string[] }>;
}

/* eslint-disable @typescript-eslint/no-require-imports */
const { createAppConfig, kebabCase, HOST_SHARED_CHUNKS, landingNeeds } =
  require('./webpack.cjs') as BuildModule;
const { LIBRARIES, exportShareKey, firstLoadNames, libraryExports } =
  require('./library-surface.cjs') as SurfaceModule;
/* eslint-enable @typescript-eslint/no-require-imports */
const root = path.resolve(__dirname, '..', '..');
const hostDir = path.join(root, 'host-shell');
const installedVersion = (library: string) =>
  (
    JSON.parse(readFileSync(path.join(hostDir, 'node_modules', library, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
/** The one @ant-design/icons every app resolves (the catalog pins one version). */
const iconsDir = realpathSync(path.join(hostDir, 'node_modules', '@ant-design', 'icons'));
const exportKeysOf = (library: Library) =>
  libraryExports(hostDir, library, 'production').map((name) => exportShareKey(library, name));

function federationOf(config: Configuration): FederationOptions {
  const plugin = (config.plugins ?? []).find(
    (candidate): candidate is WebpackPluginInstance =>
      candidate?.constructor?.name === 'ModuleFederationPlugin',
  ) as unknown as { _options: FederationOptions } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin in the config');
  return plugin._options;
}

const remoteConfig = (remote: RemoteApp, mode: 'development' | 'production' = 'production') =>
  createAppConfig({ appDir: path.join(root, REMOTE_FOLDER[remote]), federationName: remote, kind: 'remote' })(
    {},
    { mode },
  );
const hostConfig = (mode: 'development' | 'production' = 'production') =>
  createAppConfig({ appDir: hostDir, federationName: 'host_shell', kind: 'host' })({}, { mode });

const definitionOf = (config: Configuration, name: string): string | undefined =>
  (config.plugins ?? [])
    .filter((plugin) => plugin?.constructor?.name === 'DefinePlugin')
    .map((plugin) => (plugin as unknown as { definitions: Record<string, string> }).definitions)
    .find((definitions) => name in definitions)?.[name];

/** Shared whole (antd and react-router are shared one key per export, below). */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  'dayjs',
  '@trucks/shared-contracts/',
];

describe('kebabCase', () => {
  it.each([
    ['routes', 'routes'],
    ['LoadDetailDialog', 'load-detail-dialog'],
    ['DashboardTendersTab', 'dashboard-tenders-tab'],
    ['CreateCaseDialog', 'create-case-dialog'],
  ])('%s -> %s', (expose, file) => expect(kebabCase(expose)).toBe(file));
});

describe.each(REMOTE_APPS)('remote %s', (remote) => {
  const config = remoteConfig(remote);
  const federation = federationOf(config);

  it('exposes exactly what REMOTE_EXPOSES lists, each from src/app/exposes/<kebab-case>.tsx', () => {
    expect(Object.keys(federation.exposes ?? {})).toEqual(REMOTE_EXPOSES[remote].map((name) => `./${name}`));
    expect(federation.exposes?.['./routes']).toBe('./src/app/exposes/routes.tsx');
    expect(federation.name).toBe(remote);
    expect(federation.filename).toBe('remoteEntry.js');
  });

  it('shares every singleton with a real semver range, shared-ui bundled, no tree shaking', () => {
    for (const key of SINGLETONS) {
      expect(federation.shared[key]).toMatchObject({
        singleton: true,
        requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
      });
      expect(federation.shared[key]?.treeShaking).toBeUndefined();
    }
    expect(federation.shared['@trucks/shared-contracts/']?.requiredVersion).toBe('^1.0.0');
    expect(Object.keys(federation.shared).some((key) => key.startsWith('@trucks/shared-ui'))).toBe(false);
  });

  it('takes every export of antd and react-router from the host only, one key each (import: false)', () => {
    for (const library of LIBRARIES) {
      const keys = Object.keys(federation.shared).filter((key) => key.startsWith(`${library}/`));
      // Every export of the catalog's version, not only what this remote imports today: a name a later
      // edit imports (QRCode, useBlocker) needs nothing new from the host.
      expect(keys.sort()).toEqual(exportKeysOf(library).sort());
      expect(keys).toContain(library === 'antd' ? 'antd/export/QRCode' : 'react-router/export/useBlocker');
      for (const key of keys) {
        expect(federation.shared[key]).toEqual({
          singleton: true,
          requiredVersion: `^${installedVersion(library)}`,
          import: false,
        });
      }
      // The keys of the sharing before this one are for remotes released then, provided by the host.
      expect(federation.shared[library]).toBeUndefined();
    }
    expect(federation.shared['antd/first']).toBeUndefined();
    expect(federation.shared.react?.import).toBeUndefined();
  });

  it("gives its standalone dev page its own copy of every export, at a version below any host's", () => {
    const standalone = federationOf(remoteConfig(remote, 'development')).shared;
    for (const library of LIBRARIES) {
      for (const key of exportKeysOf(library)) {
        expect(standalone[key]).toMatchObject({ singleton: true, version: '0.0.0-standalone' });
      }
    }
    // None of them first-load: the standalone page has no first load to keep small.
    expect(standalone['antd/export/QRCode']?.import).toMatch(
      /trucks-shares[\\/]antd[\\/]development[\\/]late[\\/]-q-r-code\.mjs$/,
    );
    expect(standalone['react-router/export/Link']?.import).toMatch(
      /trucks-shares[\\/]react-router[\\/]development[\\/]late[\\/]-link\.mjs$/,
    );
  });

  it("takes the icons' base component from the host, its own copy kept as a fallback below any release", () => {
    // Keyed by the file every icon's module imports it from (relatively), so each icon's import is a
    // consume; not a singleton, so a host without the key (built before it) leaves the remote its copy.
    const file = path.join(iconsDir, 'es', 'components', 'AntdIconLight.js');
    expect(federation.shared[file]).toEqual({
      shareKey: '@ant-design/icons/es/components/AntdIconLight',
      import: file,
      version: '0.0.0-own-copy',
      requiredVersion: `^${installedVersion('@ant-design/icons')}`,
      singleton: false,
    });
  });

  it('emits a manifest with the app and contracts versions and what it imports of antd and react-router', () => {
    expect(federation.manifest).toMatchObject({ fileName: 'mf-manifest.json' });
    const stats = { metaData: {} as Record<string, unknown> };
    if (federation.manifest) federation.manifest.additionalData({ stats });
    expect(stats.metaData.trucks).toMatchObject({ appVersion: '1.0.0', contractsVersion: '1.0.0' });
    // The host's guard and the release gate check each name against the host's exports of that version.
    const { sharedExports } = stats.metaData.trucks as {
      sharedExports: Record<string, { version: string; names: string[] }>;
    };
    expect(Object.keys(sharedExports)).toEqual(['antd', 'react-router']);
    for (const library of LIBRARIES) {
      const record = sharedExports[library];
      expect(record?.version).toBe(installedVersion(library));
      expect(record?.names.length).toBeGreaterThan(0);
      expect(record?.names).toEqual([...(record?.names ?? [])].sort());
      const exports = libraryExports(hostDir, library, 'production');
      expect(record?.names.filter((name) => !exports.includes(name))).toEqual([]);
    }
    expect(federation.experiments?.asyncStartup).toBe(true);
    expect(federation.dts).toBe(false);
  });

  it("leaves out the federation SDK's Node loader, and in production the remotes handling it never uses", () => {
    expect(federation.experiments).toMatchObject({ optimization: { target: 'web', disableRemote: true } });
    expect(federationOf(remoteConfig(remote, 'development')).experiments?.optimization).toEqual({
      target: 'web',
    });
  });

  it('takes the federation runtime core from the host in production, keeps its own for the standalone page', () => {
    expect(federation.experiments).toMatchObject({ externalRuntime: true });
    expect(federationOf(remoteConfig(remote, 'development')).experiments?.externalRuntime).toBeUndefined();
  });

  it('loads from any release folder: unhashed entry names, publicPath auto', () => {
    expect(config.output).toMatchObject({
      filename: '[name].js',
      publicPath: 'auto',
      chunkFilename: '[name].[contenthash:8].js',
    });
  });

  it('ships only its container in production and adds the standalone page in development', () => {
    expect(config.entry).toEqual({});
    const dev = remoteConfig(remote, 'development');
    expect(dev.entry).toEqual({ main: './src/main.tsx' });
    expect(dev.mode).toBe('development');
    expect(dev.devtool).not.toMatch(/eval/);
  });

  it("records no host shares, splits nothing and aliases nothing: that is the host's build", () => {
    expect(definitionOf(config, 'process.env.TRUCKS_HOST_SHARES')).toBe('""');
    expect(
      (config.plugins ?? []).some((plugin) => plugin?.constructor?.name === 'HostSharesFilePlugin'),
    ).toBe(false);
    expect(config.resolve?.alias).toEqual({});
    expect(config.optimization?.splitChunks).toBeUndefined();
  });
});

describe('dev servers', () => {
  it('give each app its port, hot reload and CORS', () => {
    const ports = Object.fromEntries(
      REMOTE_APPS.map((remote) => [remote, remoteConfig(remote, 'development').devServer.port]),
    );
    expect(ports).toEqual({
      mf_loadboard: 3001,
      mf_shipments: 3002,
      mf_financials: 3003,
      mf_cases_notes: 3004,
      mf_shipper_orders: 3005,
    });
    const dev = remoteConfig('mf_loadboard', 'development').devServer;
    expect(dev.hot).toBe(true);
    expect(dev.headers['Access-Control-Allow-Origin']).toBe('*');
  });

  it('take the port startDevServer gives them (TRUCKS_DEV_PORT), for reload as well', () => {
    process.env.TRUCKS_DEV_PORT = '41234';
    try {
      const dev = remoteConfig('mf_financials', 'development').devServer;
      expect(dev.port).toBe(41234);
      expect((dev as { client?: unknown }).client).toMatchObject({ webSocketURL: 'ws://localhost:41234/ws' });
    } finally {
      delete process.env.TRUCKS_DEV_PORT;
    }
  });

  it("compile JSX for react/jsx-runtime except in the host's own development build", () => {
    // A remote's dev server runs inside the live host, on its production React: jsxDEV would call
    // dispatcher.getOwner, which production React lacks (issue 25).
    const jsxOf = (config: Configuration) => {
      const [rule] = (config.module?.rules ?? []) as {
        use: { loader: string; options?: { jsc?: { transform?: { react?: unknown } } } }[];
      }[];
      return rule?.use.find(({ loader }) => /swc-loader/.test(loader))?.options?.jsc?.transform?.react;
    };
    expect(jsxOf(remoteConfig('mf_financials', 'development'))).toEqual({
      runtime: 'automatic',
      development: false,
    });
    expect(jsxOf(remoteConfig('mf_financials'))).toEqual({ runtime: 'automatic', development: false });
    expect(jsxOf(hostConfig())).toEqual({ runtime: 'automatic', development: false });
    expect(jsxOf(hostConfig('development'))).toEqual({ runtime: 'automatic', development: true });
  });

  it('proxy the host to the gateway for the API, identity, releases, registry and config', () => {
    const dev = hostConfig('development').devServer;
    expect(dev.port).toBe(3000);
    expect(dev.proxy?.[0]?.context).toEqual(['/api', '/idp', '/releases', '/remotes.json', '/config.json']);
  });
});

describe('host', () => {
  const config = hostConfig();
  const federation = federationOf(config);

  it('is built with no remotes, no exposes and the same shared singletons', () => {
    expect(federation.name).toBe('host_shell');
    expect(federation.remotes).toEqual({});
    expect(federation.exposes).toBeUndefined();
    for (const key of SINGLETONS.filter((key) => key !== '@trucks/shared-contracts/'))
      expect(federation.shared[key]).toMatchObject({ singleton: true });
  });

  it("provides the icons' base component under its package path, which none of its modules imports", () => {
    // Its own icons import the file relatively: keyed by a request no module makes, the host provides
    // it (the very module its antd renders) without consuming its own.
    expect(federation.shared['@ant-design/icons/es/components/AntdIconLight']).toEqual({
      shareKey: '@ant-design/icons/es/components/AntdIconLight',
      import: path.join(iconsDir, 'es', 'components', 'AntdIconLight.js'),
      version: installedVersion('@ant-design/icons'),
      requiredVersion: `^${installedVersion('@ant-design/icons')}`,
      singleton: false,
    });
  });

  it('provides the federation runtime core to the remotes (their entries leave it out), without its Node loader', () => {
    expect(federation.experiments).toMatchObject({
      provideExternalRuntime: true,
      optimization: { target: 'web' },
    });
    expect(federationOf(hostConfig('development')).experiments).toMatchObject({
      provideExternalRuntime: true,
    });
  });

  it('serves from the root with its entry main.tsx and an HTML page', () => {
    const main = (config.entry as Record<string, string[]>).main ?? [];
    expect(main[0]).toBe('./src/main.tsx');
    expect(config.output).toMatchObject({ filename: '[name].js', publicPath: '/' });
    expect((config.plugins ?? []).some((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin')).toBe(
      true,
    );
  });

  it('provides every shared-contracts module under its own key from its file, so no remote fetches its own copy of a label map', () => {
    const contracts = Object.entries(federation.shared).filter(([key]) =>
      key.startsWith('@trucks/shared-contracts/'),
    );
    expect(federation.shared['@trucks/shared-contracts/']).toBeUndefined();
    expect(federation.shared['@trucks/shared-contracts/domain/on-time-status']).toMatchObject({
      singleton: true,
      version: '1.0.0',
      requiredVersion: '^1.0.0',
      import: path.join(root, 'shared-contracts', 'src', 'domain', 'on-time-status.ts'),
    });
    expect(contracts.map(([key]) => key)).toContain('@trucks/shared-contracts/api/catalogue');
    expect(contracts.some(([key]) => /\.test$|test-users/.test(key))).toBe(false);
  });

  it("imports what it provides from the provided files: the host's code never consumes its own first-load keys", () => {
    const plugin = (config.plugins ?? []).find(
      (candidate) => candidate?.constructor?.name === 'HostOwnSharesPlugin',
    ) as unknown as {
      options: { prefix: { shareKey: string; sourceDir: string }; modules: Record<string, string> };
    };
    expect(plugin.options.prefix).toEqual({
      shareKey: '@trucks/shared-contracts/',
      sourceDir: path.join(root, 'shared-contracts', 'src'),
    });
    const first = firstLoadNames(root);
    // Every first-load export, from the very file the share table provides it from; no late key.
    expect(Object.keys(plugin.options.modules).sort()).toEqual(
      [
        ...first.antd.map((name) => `antd/export/${name}`),
        ...first['react-router'].map((name) => `react-router/export/${name}`),
      ].sort(),
    );
    for (const [key, file] of Object.entries(plugin.options.modules))
      expect(federation.shared[key]?.import).toBe(file);
    expect((config.entry as Record<string, string[]>).main).toHaveLength(2);
  });

  it('provides every export of antd and react-router: the first-load names in its share table, the rest registered at start', () => {
    const first = firstLoadNames(root);
    const shared = federation.shared;
    for (const library of LIBRARIES) {
      const version = installedVersion(library);
      for (const key of exportKeysOf(library)) {
        const name = key.slice(`${library}/export/`.length);
        if (first[library].includes(name)) {
          // Webpack's share table: the module is in the host's first-load chunks.
          expect(shared[key]).toEqual({
            singleton: true,
            requiredVersion: `^${version}`,
            version,
            import: expect.stringMatching(
              new RegExp(
                `trucks-shares[\\\\/]${library}[\\\\/]production[\\\\/]first[\\\\/][^\\\\/]+\\.mjs$`,
              ),
            ),
          });
        } else {
          // Registered at start (late-share-registration); the host's own late imports consume it.
          expect(shared[key]).toEqual({ singleton: true, requiredVersion: `^${version}`, import: false });
        }
      }
    }
    expect(shared['antd/export/Button']?.import).toMatch(/[\\/]first[\\/]-button\.mjs$/);
    expect(shared['antd/export/QRCode']?.import).toBe(false);
    expect(shared['react-router/export/useBlocker']?.import).toBe(false);
    // The keys of the sharing before this one, for remotes released then: late as well.
    for (const key of ['antd', 'antd/first', 'antd/late', 'react-router'])
      expect(shared[key]).toMatchObject({ singleton: true, import: false });
  });

  it('registers every key it does not put in its share table when it starts, from its entry', () => {
    const main = (config.entry as Record<string, string[]>).main ?? [];
    expect(main[1]).toMatch(/trucks-shares[\\/]late-share-registration\.production\.mjs$/);
    const registration = readFileSync(main[1] ?? '', 'utf8');
    const byVersion = JSON.parse(/const KEYS_BY_VERSION = (.*);/.exec(registration)?.[1] ?? '{}') as Record<
      string,
      Record<string, string[]>
    >;
    const registered = Object.values(byVersion).flatMap((libraries) =>
      Object.entries(libraries).flatMap(([library, names]) =>
        names.map((name) => (library ? exportShareKey(library, name) : name)),
      ),
    );
    const late = Object.entries(federation.shared)
      .filter(
        ([key, options]) => options.import === false && LIBRARIES.some((library) => key.startsWith(library)),
      )
      .map(([key]) => key);
    expect(registered.sort()).toEqual(late.sort());
    expect(Object.keys(byVersion).sort()).toEqual(
      [installedVersion('antd'), installedVersion('react-router')].sort(),
    );
    // Each getter loads its key's module from the loaders' module, which names them all.
    const loaders = readFileSync(main[1]!.replace('late-share-registration', 'late-share-loaders'), 'utf8');
    expect(loaders).toMatch(
      /"antd\/export\/QRCode": \(\) => import\(".*[\\/]antd[\\/]production[\\/]late[\\/]-q-r-code\.mjs"\),/,
    );
    expect(loaders).toMatch(
      /"antd\/first": \(\) => import\(".*[\\/]antd[\\/]production[\\/]legacy[\\/]antd-first\.mjs"\),/,
    );
    expect(loaders).not.toContain('"antd/export/Button"');
  });

  it('builds its development share modules and host record from the development builds', () => {
    const dev = hostConfig('development');
    const shared = federationOf(dev).shared;
    expect(shared['react-router/export/Link']?.import).toMatch(
      /react-router[\\/]development[\\/]first[\\/]-link\.mjs$/,
    );
    expect(readFileSync(shared['react-router/export/Link']?.import || '', 'utf8')).toMatch(
      /from ".*react-router[\\/]dist[\\/]development[\\/]index\.mjs";/,
    );
    expect((dev.entry as Record<string, string[]>).main?.[1]).toMatch(
      /late-share-registration\.development\.mjs$/,
    );
    // Nothing is split in development; the federation runtime is one copy there too.
    expect(
      Object.keys(dev.resolve?.alias ?? {}).filter((from) => !from.startsWith('@module-federation/')),
    ).toEqual([]);
  });

  it('resolves every import and require of the federation runtime to its ES module files: one copy', () => {
    const alias = config.resolve?.alias as Record<string, string>;
    const runtime = Object.entries(alias).filter(([from]) => from.startsWith('@module-federation/'));
    // What inject-external-runtime-core-plugin requires for the remotes' copy, and what the host imports.
    expect(Object.fromEntries(runtime)).toMatchObject({
      '@module-federation/runtime-tools/runtime-core$': expect.stringMatching(/dist[\\/]runtime-core\.js$/),
      '@module-federation/runtime/core$': expect.stringMatching(/dist[\\/]core\.js$/),
      '@module-federation/runtime-core$': expect.stringMatching(/dist[\\/]index\.js$/),
      '@module-federation/runtime$': expect.stringMatching(/dist[\\/]index\.js$/),
      '@module-federation/sdk$': expect.stringMatching(/dist[\\/]index\.js$/),
    });
    for (const [, file] of runtime) {
      expect(file).not.toMatch(/\.cjs$/);
      expect(existsSync(file)).toBe(true);
    }
  });

  it("ships antd's component styles as a first-load and a late stylesheet, and turns antd's own off", () => {
    const loaders = readFileSync(
      ((config.entry as Record<string, string[]>).main?.[1] ?? '').replace(
        'late-share-registration',
        'late-share-loaders',
      ),
      'utf8',
    );
    const lateModule = (key: string) =>
      new RegExp(`"${key}": \\(\\) => import\\("([^"]+)"\\)`).exec(loaders)?.[1] ?? '';
    const button = readFileSync(federation.shared['antd/export/Button']?.import || '', 'utf8');
    expect(button).toMatch(/^import ".*antd-first\.styles\.css";$/m);
    expect(button).not.toMatch(/antd-late\.styles\.css/);
    const qrCode = readFileSync(lateModule('antd/export/QRCode'), 'utf8');
    expect(qrCode).toMatch(/^import ".*antd-late\.styles\.css";$/m);
    expect(qrCode).not.toMatch(/antd-first\.styles\.css/);
    // A legacy key carries all of antd, so both stylesheets.
    const legacy = readFileSync(lateModule('antd'), 'utf8');
    expect(legacy).toMatch(/^import ".*antd-first\.styles\.css";\nimport ".*antd-late\.styles\.css";$/m);
    // react-router has no stylesheet.
    expect(readFileSync(federation.shared['react-router/export/Link']?.import || '', 'utf8')).not.toMatch(
      /\.css/,
    );
    // The portal's theme reads the flag (host-shell/src/app/theme.ts: zeroRuntime).
    expect(definitionOf(config, 'process.env.TRUCKS_ANTD_STATIC_STYLES')).toBe('"1"');
    expect(definitionOf(hostConfig('development'), 'process.env.TRUCKS_ANTD_STATIC_STYLES')).toBe('""');
    expect(definitionOf(remoteConfig('mf_loadboard'), 'process.env.TRUCKS_ANTD_STATIC_STYLES')).toBe('""');
  });

  it('records what it provides, in its build and as host-shares.json beside index.html', () => {
    const shares = JSON.parse(
      JSON.parse(definitionOf(config, 'process.env.TRUCKS_HOST_SHARES') ?? '""') as string,
    ) as HostShares;
    expect(shares.packages).toEqual({
      react: installedVersion('react'),
      'react/jsx-runtime': installedVersion('react'),
      'react/jsx-dev-runtime': installedVersion('react'),
      'react-dom': installedVersion('react-dom'),
      'react-dom/client': installedVersion('react-dom'),
      '@tanstack/react-query': installedVersion('@tanstack/react-query'),
      zustand: installedVersion('zustand'),
      dayjs: installedVersion('dayjs'),
      '@trucks/shared-contracts/': '1.0.0',
      '@ant-design/icons/es/components/AntdIconLight': installedVersion('@ant-design/icons'),
    });
    for (const library of LIBRARIES) {
      expect(shares.libraries[library]).toEqual({
        version: installedVersion(library),
        exports: libraryExports(hostDir, library, 'production'),
      });
    }
    expect(shares.libraries.antd?.exports).toContain('QRCode');
    expect(shares.libraries['react-router']?.exports).toContain('useBlocker');

    // The plugin emits the same record as an asset at the end of the build.
    const plugin = (config.plugins ?? []).find(
      (candidate) => candidate?.constructor?.name === 'HostSharesFilePlugin',
    ) as unknown as { apply(compiler: unknown): void };
    const emitted: Record<string, string> = {};
    const compilation = {
      hooks: { processAssets: { tap: (_options: unknown, emit: () => void) => emit() } },
      emitAsset: (name: string, source: { source(): string }) => {
        emitted[name] = source.source();
      },
    };
    plugin.apply({
      hooks: {
        thisCompilation: { tap: (_name: string, run: (c: typeof compilation) => void) => run(compilation) },
      },
    });
    expect(Object.keys(emitted)).toEqual(['host-shares.json']);
    expect(JSON.parse(emitted['host-shares.json'] ?? '{}')).toEqual(shares);
  });

  it("points imports from antd and react-router at their exports' keys, after swc, in the host and the remotes", () => {
    for (const built of [config, remoteConfig('mf_loadboard'), hostConfig('development')]) {
      const [rule] = (built.module?.rules ?? []) as { use: { loader: string }[] }[];
      expect(rule?.use.map(({ loader }) => loader)).toEqual([
        expect.stringMatching(/library-surface-loader\.cjs$/),
        expect.stringMatching(/swc-loader/),
      ]);
    }
  });

  it("splits react-router's one-piece file and antd's two shared modules through resolve.alias", () => {
    const alias = Object.fromEntries(
      Object.entries(config.resolve?.alias as Record<string, string>).filter(
        // The federation runtime's packages, and lazy-parts.cjs's copies (lazy-parts.test.ts).
        ([from, to]) => !from.startsWith('@module-federation/') && !to.endsWith('.trucks-lazy-parts.js'),
      ),
    );
    const entries = Object.entries(alias).map(([from, to]) => [
      from.split(path.sep).slice(-3).join('/'),
      to.split(path.sep).slice(-2).join('/'),
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['color-picker/components/ColorPresets.js', 'components/ColorPresets.trucks-split.js'],
        ['es/layout/Sider.js', 'layout/Sider.trucks-split.js'],
        [
          expect.stringMatching(/^dist\/production\/chunk-[A-Z0-9]+\.mjs$/),
          expect.stringMatching(/^react-router-split\/[\d.]+-production-chunk-[A-Z0-9]+\.facade\.mjs$/),
        ],
      ]),
    );
    expect(entries).toHaveLength(3);
    for (const file of Object.values(alias)) expect(readFileSync(file, 'utf8')).toMatch(/^export \{/);
  });

  it('rebuilds when the sharing code changes (the cache depends on it)', () => {
    const dependencies = (config.cache as unknown as { buildDependencies: { config: string[] } })
      .buildDependencies.config;
    for (const file of [
      'library-surface.cjs',
      'split-module.cjs',
      'library-surface-loader.cjs',
      'antd-styles.cjs',
    ])
      expect(dependencies.some((dependency) => dependency.endsWith(`${path.sep}${file}`))).toBe(true);
  });

  it('puts the shared modules of the first load in three chunks, a page asking a late name at most 6 requests', () => {
    const splitChunks = config.optimization?.splitChunks as {
      maxAsyncRequests: number;
      cacheGroups: Record<string, { name: string; chunks: string; test: unknown }>;
    };
    expect(Object.keys(splitChunks.cacheGroups)).toEqual(['framework', 'contracts', 'antd']);
    expect(Object.keys(HOST_SHARED_CHUNKS)).toEqual(['framework', 'contracts', 'antd']);
    expect(splitChunks.maxAsyncRequests).toBe(6);
    const pnpm = '/w/node_modules/.pnpm';
    const shares = '/w/host-shell/node_modules/.cache/trucks-shares';
    const { framework, contracts, antd } = HOST_SHARED_CHUNKS as Record<string, RegExp>;
    expect(framework?.test(`${pnpm}/react-dom@19/node_modules/react-dom/client.js`)).toBe(true);
    expect(framework?.test(`${pnpm}/react-redux@9/node_modules/react-redux/index.js`)).toBe(false);
    expect(framework?.test(`${shares}/react-router/production/first/-link.mjs`)).toBe(true);
    expect(framework?.test(`${shares}/react-router-split/7.18.5-production-chunk-ABC.core.mjs`)).toBe(true);
    expect(framework?.test(`${shares}/react-router-split/7.18.5-production-chunk-ABC.rest.mjs`)).toBe(false);
    expect(framework?.test(`${shares}/react-router/production/late/-use-blocker.mjs`)).toBe(false);
    expect(contracts?.test('/w/shared-contracts/src/api/client.ts')).toBe(true);
    expect(antd?.test(`${pnpm}/antd@6/node_modules/antd/es/button/index.js`)).toBe(true);
    expect(antd?.test(`${shares}/antd/production/first/-button.mjs`)).toBe(true);
    expect(antd?.test(`${shares}/antd-first.styles.css`)).toBe(true);
    expect(antd?.test(`${shares}/antd/production/late/-q-r-code.mjs`)).toBe(false);
    expect(antd?.test(`${shares}/antd/production/legacy/antd.mjs`)).toBe(false);
    expect(antd?.test(`${shares}/antd-late.styles.css`)).toBe(false);
  });

  it('leaves out of the first-load chunks what only the chunks of late keys hold (lateOnly, by chunk graph)', () => {
    const groups = (
      config.optimization?.splitChunks as {
        cacheGroups: Record<string, { test: (module: Module, context: { chunkGraph: unknown }) => boolean }>;
      }
    ).cacheGroups;
    type Module = { nameForCondition: () => string };
    type Group = { origins: { module?: { resource: string } }[] };
    type Chunk = { modules: Module[]; groupsIterable?: Group[] };
    const importedBy = (resource: string): Group[] => [{ origins: [{ module: { resource } }] }];
    const moduleAt = (file: string): Module => ({ nameForCondition: () => file });
    const [shares, antd] = ['/w/host-shell/node_modules/.cache/trucks-shares', '/w/node_modules/antd/es'];
    const [
      qrCode,
      configProvider,
      bootstrapIcon,
      colorPresets,
      routerCore,
      cookie,
      pageIcon,
      descriptions,
      client,
      labels,
    ] = [
      moduleAt(`${antd}/qr-code/index.js`),
      moduleAt(`${antd}/config-provider/context.js`),
      moduleAt('/w/node_modules/@ant-design/icons/es/icons/CloseOutlined.js'),
      moduleAt(`${antd}/color-picker/components/ColorPresets.trucks-rest.js`),
      moduleAt(`${shares}/react-router-split/7.18.5-production-chunk-ABC.core.mjs`),
      moduleAt('/w/node_modules/cookie/dist/index.js'),
      moduleAt('/w/node_modules/@ant-design/icons/es/icons/UploadOutlined.js'),
      moduleAt(`${antd}/descriptions/index.js`),
      moduleAt('/w/shared-contracts/src/api/client.ts'),
      moduleAt('/w/shared-contracts/src/domain/stop-status.ts'),
    ];
    // The chunks before splitChunks: a late antd key's, a legacy key's, react-router's rest, a first
    // key's and a page of the host's.
    const chunks: Chunk[] = [
      {
        modules: [
          moduleAt(`${shares}/antd/production/late/-q-r-code.mjs`),
          qrCode,
          configProvider,
          colorPresets,
        ],
      },
      { modules: [moduleAt(`${shares}/antd/production/legacy/antd.mjs`), qrCode, configProvider] },
      { modules: [moduleAt(`${shares}/react-router-split/7.18.5-production-chunk-ABC.rest.mjs`), cookie] },
      // A first key the startup imports (the host's own Button).
      {
        modules: [moduleAt(`${shares}/antd/production/first/-button.mjs`), configProvider, routerCore],
        groupsIterable: importedBy('/w/host-shell/src/bootstrap.tsx'),
      },
      // The startup's chunk (imported by main.tsx) and a host page's (imported by the route table).
      {
        modules: [moduleAt('/w/host-shell/src/bootstrap.tsx'), bootstrapIcon, client],
        groupsIterable: importedBy('/w/host-shell/src/main.tsx'),
      },
      // A contracts module the host provides and only the remotes consume.
      { modules: [labels] },
      {
        modules: [moduleAt('/w/host-shell/src/features/profile/profile-page.tsx'), pageIcon, descriptions],
        groupsIterable: importedBy('/w/host-shell/src/app/route-table.tsx'),
      },
      // A first-load name only the landing widget of a remote takes: provided, not imported at startup.
      { modules: [moduleAt(`${shares}/antd/production/first/-descriptions.mjs`), descriptions] },
      {
        modules: [moduleAt(`${shares}/antd/production/late/-color-picker.mjs`), colorPresets, bootstrapIcon],
      },
    ];
    const chunkGraph = {
      getChunkModulesIterable: (chunk: Chunk) => chunk.modules,
      getModuleChunksIterable: (module: Module) => chunks.filter((chunk) => chunk.modules.includes(module)),
    };
    const inGroup = (group: string, module: Module) => groups[group]?.test(module, { chunkGraph });
    // Held by late keys' chunks only: loads with them.
    expect(inGroup('antd', qrCode)).toBe(false);
    expect(inGroup('antd', colorPresets)).toBe(false);
    expect(inGroup('framework', cookie)).toBe(false);
    // Needed by a first key or the host's own code as well: in the first-load chunk.
    expect(inGroup('antd', configProvider)).toBe(true);
    expect(inGroup('antd', bootstrapIcon)).toBe(true);
    // Provided from a chunk of its own, fetched beside the widget that takes it; the one-line share
    // module and the first-load stylesheet stay in the first-load chunk.
    expect(inGroup('antd', descriptions)).toBe(false);
    expect(inGroup('antd', moduleAt(`${shares}/antd/production/first/-descriptions.mjs`))).toBe(true);
    expect(inGroup('antd', moduleAt(`${shares}/antd-first.styles.css`))).toBe(true);
    expect(inGroup('framework', routerCore)).toBe(true);
    // Only a host page needs it: it loads with that page, not with every first load.
    expect(inGroup('antd', pageIcon)).toBe(false);
    // The contracts the startup imports are first-load; one only a remote consumes loads with it.
    expect(inGroup('contracts', client)).toBe(true);
    expect(inGroup('contracts', labels)).toBe(false);
    // In no chunk at all, or not of the group's packages.
    expect(inGroup('antd', moduleAt(`${antd}/orphan.js`))).toBe(true);
    expect(inGroup('antd', moduleAt('/w/host-shell/src/bootstrap.tsx'))).toBe(false);
  });

  it("keeps in the first-load chunks what the remotes' landing pages take from the host (no round trip after their entry)", () => {
    const { contractsFiles, antdNames } = landingNeeds(root);
    const contracts = [...contractsFiles].map((file) =>
      path.relative(path.join(root, 'shared-contracts', 'src'), file),
    );
    // The load board's and the driver's lists show dates, amounts and distances; every page reads the API.
    expect(contracts).toEqual(
      expect.arrayContaining([
        'format/date-time.ts',
        'format/currency.ts',
        'format/measure.ts',
        'api/client.ts',
      ]),
    );
    expect(contracts).not.toContain('rules/payment-options.ts');
    expect(antdNames).toEqual(expect.arrayContaining(['Button', 'Typography']));
    // A contracts module no startup chunk holds: in the first-load chunk when a landing page takes it.
    const groups = (
      config.optimization?.splitChunks as {
        cacheGroups: Record<string, { test: (module: unknown, context: { chunkGraph: unknown }) => boolean }>;
      }
    ).cacheGroups;
    const provided = (file: string) => ({ nameForCondition: () => file, resource: file });
    const chunkGraph = {
      getChunkModulesIterable: () => [],
      getModuleChunksIterable: () => [{ groupsIterable: [{ origins: [] }] }],
    };
    const contractsFile = (file: string) => path.join(root, 'shared-contracts', 'src', file);
    expect(groups.contracts?.test(provided(contractsFile('format/date-time.ts')), { chunkGraph })).toBe(true);
    expect(groups.contracts?.test(provided(contractsFile('rules/payment-options.ts')), { chunkGraph })).toBe(
      false,
    );
  });

  it("points modules of antd's first load at copies that load a part on demand (lazy-parts.cjs)", () => {
    const alias = config.resolve?.alias as Record<string, string>;
    const lazy = Object.entries(alias)
      .filter(([, to]) => to.endsWith('.trucks-lazy-parts.js'))
      .map(([from]) => from.split(path.sep).slice(-2).join('/'))
      .sort();
    expect(lazy).toEqual([
      'Base/CopyBtn.js',
      'Base/EllipsisTooltip.js',
      'Base/index.js',
      'TabNavList/OperationNode.js',
      'app/App.js',
      'avatar/AvatarGroup.js',
      'card/Card.js',
      'config-provider/index.js',
    ]);
  });

  it("narrows antd's first-load imports of a package's index to the one module they use", () => {
    const replacements = (config.plugins ?? []).filter(
      (plugin): plugin is InstanceType<typeof NormalModuleReplacementPlugin> =>
        plugin instanceof NormalModuleReplacementPlugin,
    );
    const resolved = (request: string, issuer: string): string => {
      const data = { request, contextInfo: { issuer } };
      for (const plugin of replacements) {
        if (plugin.resourceRegExp.test(data.request))
          (plugin.newResource as (resolveData: typeof data) => void)(data);
      }
      return data.request;
    };
    const antd = '/w/node_modules/.pnpm/antd@6/node_modules/antd/es';
    // antd's form context takes FormProvider only: not the form engine behind @rc-component/form's index.
    expect(resolved('@rc-component/form', `${antd}/form/context.js`)).toBe(
      '@rc-component/form/es/FormContext',
    );
    expect(resolved('@rc-component/color-picker', `${antd}/color-picker/color.js`)).toBe(
      '@rc-component/color-picker/es/color',
    );
    // antd's Form itself, and everything else, imports the index as written.
    expect(resolved('@rc-component/form', `${antd}/form/Form.js`)).toBe('@rc-component/form');
    expect(resolved('@rc-component/color-picker', `${antd}/color-picker/ColorPicker.js`)).toBe(
      '@rc-component/color-picker',
    );
    // Each narrowed module exists where antd resolves the package.
    // antd's own folder in pnpm's store, where its imports resolve.
    const antdDir = realpathSync(path.join(hostDir, 'node_modules', 'antd'));
    for (const target of ['@rc-component/form/es/FormContext', '@rc-component/color-picker/es/color'])
      expect(() => require.resolve(target, { paths: [antdDir] })).not.toThrow();
  });

  it('builds the Lighthouse baseline page on its own: no federation, no shared chunks, no share keys', () => {
    // host-shell/webpack.config.cjs: the host, then the baseline page once the host has emptied dist/.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const hostWebpackConfig = require(path.join(hostDir, 'webpack.config.cjs')) as (
      env: unknown,
      argv: { mode: string },
    ) => Configuration | Configuration[];
    const both = hostWebpackConfig({}, { mode: 'production' }) as Configuration[];
    const [host, baseline] = both;
    expect(host?.name).toBe('host_shell');
    expect(host?.entry).not.toHaveProperty('baseline');
    expect(baseline).toMatchObject({
      name: 'baseline-page',
      dependencies: ['host_shell'],
      entry: { baseline: './src/lib/lighthouse-baseline.tsx' },
      output: { clean: false },
      optimization: { splitChunks: false },
    });
    const pluginNames = (baseline?.plugins ?? []).map((plugin) => plugin?.constructor?.name);
    expect(pluginNames).not.toContain('ModuleFederationPlugin');
    const loaders = JSON.stringify(baseline?.module?.rules);
    expect(loaders).toContain('swc-loader');
    expect(loaders).not.toContain('library-surface-loader');
    // A development build (the dev server) is the host alone.
    expect((hostWebpackConfig({}, { mode: 'development' }) as Configuration).name).toBe('host_shell');
  });

  it("leaves antd's style functions out when antd's styles ship as stylesheets, and only then", () => {
    const usesZeroRuntimeLoader = (built: Configuration) =>
      JSON.stringify(built.module?.rules).includes('antd-zero-runtime-loader');
    expect(usesZeroRuntimeLoader(config)).toBe(true);
    expect(usesZeroRuntimeLoader(hostConfig('development'))).toBe(false);
    expect(usesZeroRuntimeLoader(remoteConfig('mf_financials'))).toBe(false);
  });

  it('minifies with swc and leaves the pre-minified workers alone', () => {
    const minimizer = config.optimization?.minimizer?.[0] as unknown as { options: { exclude: RegExp } };
    expect(config.optimization?.minimize).toBe(true);
    expect(minimizer.options.exclude.test('workers/pdf.worker.min.1a2b3c4d.mjs')).toBe(true);
  });
});

it('rejects a federation name that is not an app of the suite', () => {
  expect(() => createAppConfig({ appDir: root, federationName: 'mf-loadboard', kind: 'remote' })).toThrow(
    /Unknown federation name/,
  );
});

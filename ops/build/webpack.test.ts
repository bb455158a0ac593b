// The factory's output as data: no build runs here (a build is measured by hand, see ops/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  experiments?: { asyncStartup?: boolean; externalRuntime?: boolean; provideExternalRuntime?: boolean };
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
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig, kebabCase } = require('./webpack.cjs') as BuildModule;
const root = path.resolve(__dirname, '..', '..');

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
  createAppConfig({ appDir: path.join(root, 'host-shell'), federationName: 'host_shell', kind: 'host' })(
    {},
    { mode },
  );

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'antd',
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

  it('shares every singleton with a real semver range, shared-ui bundled, no antd tree shaking', () => {
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

  it('takes antd only from the host under each of its keys; its standalone dev page keeps a copy', () => {
    const antdKeys = ['antd/first', 'antd/late', 'antd'];
    for (const key of antdKeys)
      expect(federation.shared[key]).toMatchObject({ singleton: true, import: false });
    // A remote released after the split, in a host released before it (no antd/first): refused, not
    // served a second antd of its own.
    expect(federation.shared.react?.import).toBeUndefined();
    const standalone = federationOf(remoteConfig(remote, 'development')).shared;
    for (const key of antdKeys) expect(standalone[key]?.import).toMatch(/trucks-surfaces[\\/]antd/);
  });

  it('emits a manifest carrying the app and contracts versions, with async startup and no DTS', () => {
    expect(federation.manifest).toMatchObject({ fileName: 'mf-manifest.json' });
    const stats = { metaData: {} as Record<string, unknown> };
    if (federation.manifest) federation.manifest.additionalData({ stats });
    expect(stats.metaData.trucks).toMatchObject({ appVersion: '1.0.0', contractsVersion: '1.0.0' });
    // What this remote needs under each key of the host's shared antd and react-router: part of the
    // suite's surfaces, never all of a library; a name under one antd part only, and antdImports all of
    // them (for a host released before the split).
    const { antdFirstImports, antdLateImports, antdImports, reactRouterImports } = stats.metaData
      .trucks as Record<string, string[]>;
    for (const imports of [antdFirstImports, antdLateImports, reactRouterImports]) {
      expect(imports?.length).toBeGreaterThan(0);
      expect(imports).not.toContain('*');
    }
    expect(antdFirstImports?.filter((name) => antdLateImports?.includes(name))).toEqual([]);
    expect(antdImports).toEqual([...(antdFirstImports ?? []), ...(antdLateImports ?? [])].sort());
    expect(federation.experiments?.asyncStartup).toBe(true);
    expect(federation.dts).toBe(false);
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
    for (const key of SINGLETONS) expect(federation.shared[key]).toMatchObject({ singleton: true });
  });

  it('provides the federation runtime core to the remotes (their entries leave it out)', () => {
    expect(federation.experiments).toMatchObject({ provideExternalRuntime: true });
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

  it('provides every shared-contracts module, so no remote fetches its own copy of a label map', () => {
    const provide = readFileSync((config.entry as Record<string, string[]>).main?.[1] ?? '', 'utf8');
    expect(provide).toContain('import("@trucks/shared-contracts/domain/on-time-status")');
    expect(provide).toContain('import("@trucks/shared-contracts/api/catalogue")');
    expect(provide).not.toMatch(/\.test"|test-users/);
  });

  it('shares antd and react-router as the suite surface modules, same version, still singletons', () => {
    const {
      antd,
      'antd/first': firstAntd,
      'antd/late': lateAntd,
      'react-router': router,
    } = federation.shared as Record<string, { import?: string; version?: string; singleton?: boolean }>;
    expect(antd?.singleton).toBe(true);
    expect(antd?.import).toMatch(/trucks-surfaces[\\/]antd\.production\.mjs$/);
    expect(antd?.version).toMatch(/^6\./);
    // Key antd, for remotes released before the split, re-exports the two parts' modules.
    expect(readFileSync(antd?.import ?? '', 'utf8')).toMatch(/from ".*antd-first\.production\.mjs";/);
    expect(readFileSync(antd?.import ?? '', 'utf8')).toMatch(/from ".*antd-late\.production\.mjs";/);
    expect(firstAntd).toMatchObject({ singleton: true, version: antd?.version });
    expect(firstAntd?.import).toMatch(/trucks-surfaces[\\/]antd-first\.production\.mjs$/);
    expect(lateAntd).toMatchObject({ singleton: true, version: antd?.version });
    expect(lateAntd?.import).toMatch(/trucks-surfaces[\\/]antd-late\.production\.mjs$/);
    expect(router?.singleton).toBe(true);
    expect(router?.import).toMatch(/trucks-surfaces[\\/]react-router\.production\.mjs$/);
    expect(router?.version).toMatch(/^7\./);
    expect(readFileSync(router?.import ?? '', 'utf8')).toMatch(/dist[\\/]production[\\/]index\.mjs"/);
    const devRouter = federationOf(hostConfig('development')).shared['react-router'] as { import?: string };
    expect(devRouter.import).toMatch(/react-router\.development\.mjs$/);
  });

  it("ships antd's component styles as its parts' stylesheets in production, and turns antd's own off", () => {
    const shared = federation.shared as Record<string, { import?: string }>;
    expect(readFileSync(shared['antd/first']?.import ?? '', 'utf8')).toMatch(
      /^import ".*antd-first\.styles\.css";$/m,
    );
    expect(readFileSync(shared['antd/late']?.import ?? '', 'utf8')).toMatch(
      /^import ".*antd-late\.styles\.css";$/m,
    );
    // The portal's theme reads the flag (host-shell/src/app/theme.ts: zeroRuntime).
    const staticStyles = (built: Configuration) =>
      (built.plugins ?? [])
        .filter((plugin) => plugin?.constructor?.name === 'DefinePlugin')
        .map((plugin) => (plugin as unknown as { definitions: Record<string, string> }).definitions)
        .find((definitions) => 'process.env.TRUCKS_ANTD_STATIC_STYLES' in definitions)?.[
        'process.env.TRUCKS_ANTD_STATIC_STYLES'
      ];
    expect(staticStyles(config)).toBe('"1"');
    expect(staticStyles(hostConfig('development'))).toBe('""');
    expect(staticStyles(remoteConfig('mf_loadboard'))).toBe('""');
  });

  it("writes what it shares of each surface library for the guard of remotes' imports", () => {
    const define = (config.plugins ?? []).find(
      (plugin) => plugin?.constructor?.name === 'DefinePlugin',
    ) as unknown as { definitions: Record<string, string> };
    const surfaces = JSON.parse(
      JSON.parse(define.definitions['process.env.TRUCKS_LIBRARY_SURFACES'] ?? '""') as string,
    ) as { library: string; manifestKey: string; surface: string[] }[];
    expect(surfaces.map(({ library, manifestKey }) => [library, manifestKey])).toEqual([
      ['antd/first', 'antdFirstImports'],
      ['antd/late', 'antdLateImports'],
      ['antd', 'antdImports'],
      ['react-router', 'reactRouterImports'],
    ]);
    expect(surfaces[0]?.surface).toEqual(expect.arrayContaining(['Button', 'ConfigProvider']));
    expect(surfaces[1]?.surface).toEqual(expect.arrayContaining(['DatePicker', 'Form']));
    expect(surfaces[2]?.surface).toEqual(expect.arrayContaining(['Button', 'DatePicker']));
    expect(surfaces[3]?.surface).toEqual(expect.arrayContaining(['BrowserRouter', 'Link']));
  });

  it("points imports from antd at its parts' keys, after swc, in the host and the remotes", () => {
    for (const built of [config, remoteConfig('mf_loadboard')]) {
      const [rule] = (built.module?.rules ?? []) as { use: { loader: string; ident?: string }[] }[];
      expect(rule?.use.map(({ loader }) => loader)).toEqual([
        expect.stringMatching(/library-surface-loader\.cjs$/),
        expect.stringMatching(/swc-loader/),
      ]);
      expect(rule?.use[0]?.ident).toMatch(/^library-surface-[0-9a-f]{16}$/);
    }
  });

  it('puts the shared modules of the first load in three chunks, the late antd and the union in two more (the host only)', () => {
    const groups = (
      config.optimization?.splitChunks as {
        cacheGroups: Record<string, { test: RegExp; priority: number }>;
      }
    ).cacheGroups;
    expect(Object.keys(groups)).toEqual(['framework', 'contracts', 'antd', 'antd-late', 'antd-union']);
    expect(groups['antd-late']?.priority).toBeGreaterThan(groups.antd?.priority ?? Infinity);
    expect(groups['antd-union']?.priority).toBeGreaterThan(groups['antd-late']?.priority ?? Infinity);
    const pnpm = '/w/node_modules/.pnpm';
    expect(groups.framework?.test.test(`${pnpm}/react-dom@19/node_modules/react-dom/client.js`)).toBe(true);
    expect(groups.framework?.test.test(`${pnpm}/react-redux@9/node_modules/react-redux/index.js`)).toBe(
      false,
    );
    expect(groups.contracts?.test.test('/w/shared-contracts/src/api/client.ts')).toBe(true);
    expect(groups.antd?.test.test(`${pnpm}/antd@6/node_modules/antd/es/button/index.js`)).toBe(true);
    const surfaces = '/w/host-shell/node_modules/.cache/trucks-surfaces';
    expect(groups.framework?.test.test(`${surfaces}/react-router.production.mjs`)).toBe(true);
    expect(groups.antd?.test.test(`${surfaces}/antd-first.production.mjs`)).toBe(true);
    expect(groups.antd?.test.test(`${surfaces}/antd.production.mjs`)).toBe(false);
    expect(groups.antd?.test.test(`${surfaces}/react-router.production.mjs`)).toBe(false);
    expect(groups['antd-union']?.test.test(`${surfaces}/antd.production.mjs`)).toBe(true);
    expect(groups['antd-union']?.test.test(`${surfaces}/antd-first.production.mjs`)).toBe(false);
    expect(remoteConfig('mf_loadboard').optimization?.splitChunks).toBeUndefined();
  });

  it('gives the late antd chunk only what no chunk without the late surface needs', () => {
    const groups = (config.optimization?.splitChunks as { cacheGroups: Record<string, { test: unknown }> })
      .cacheGroups;
    type Module = { nameForCondition: () => string };
    type Chunk = { modules: Module[] };
    const lateOnly = groups['antd-late']?.test as (
      module: Module,
      context: { chunkGraph: unknown },
    ) => boolean;
    const moduleAt = (file: string): Module => ({ nameForCondition: () => file });
    const [surfaces, antd] = ['/w/host-shell/node_modules/.cache/trucks-surfaces', '/w/node_modules/antd/es'];
    const [picker, configProvider, bootstrapIcon] = [
      moduleAt(`${antd}/date-picker/index.js`),
      moduleAt(`${antd}/config-provider/context.js`),
      moduleAt('/w/node_modules/@ant-design/icons/es/icons/CloseOutlined.js'),
    ];
    // The chunks before splitChunks: each surface's own, and a page of the host's. Key antd's chunk
    // holds the internals of both parts, not their modules (webpack skips re-exports free of effects).
    const chunks: Chunk[] = [
      { modules: [moduleAt(`${surfaces}/antd-first.production.mjs`), configProvider] },
      { modules: [moduleAt(`${surfaces}/antd-late.production.mjs`), picker, configProvider, bootstrapIcon] },
      { modules: [moduleAt(`${surfaces}/antd.production.mjs`), picker, configProvider] },
      { modules: [moduleAt('/w/host-shell/src/bootstrap.tsx'), bootstrapIcon] },
    ];
    const chunkGraph = {
      getChunkModulesIterable: (chunk: Chunk) => chunk.modules,
      getModuleChunksIterable: (module: Module) => chunks.filter((chunk) => chunk.modules.includes(module)),
    };
    expect(lateOnly(picker, { chunkGraph })).toBe(true);
    expect(lateOnly(configProvider, { chunkGraph })).toBe(false);
    expect(lateOnly(bootstrapIcon, { chunkGraph })).toBe(false);
    expect(lateOnly(moduleAt('/w/orphan.js'), { chunkGraph })).toBe(false);
  });

  it('builds the Lighthouse baseline page', () => {
    expect(config.entry).toMatchObject({ baseline: './src/lib/lighthouse-baseline.tsx' });
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

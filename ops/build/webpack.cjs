// The one webpack configuration of the suite. Each app's webpack.config.cjs calls createAppConfig with
// its folder, federation name and kind; everything else (transpiling, federation, sharing, minifying,
// dev server) is decided here once, so a remote cannot drift from the host.
// Facts behind the choices are in /work/shared/TOOLCHAIN.md and ops/README.md.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { antdPartStylesheets } = require('./antd-styles.cjs');
const {
  appManifestImports,
  partSharesOf,
  suiteShares,
  writeSurfaceModule,
} = require('./library-surface.cjs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FirstLoadPreloadPlugin } = require('./first-load-preload.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
const CONTRACTS_DIR = path.join(WORKSPACE_ROOT, 'shared-contracts');

/** @typedef {'host' | 'remote'} AppKind */
/** @typedef {'development' | 'production'} BuildMode */

/** Dev-server port of each app (`pnpm dev <app>`). */
const DEV_PORTS = Object.freeze({
  host_shell: 3000,
  mf_loadboard: 3001,
  mf_shipments: 3002,
  mf_financials: 3003,
  mf_cases_notes: 3004,
  mf_shipper_orders: 3005,
});

/**
 * Packages every app gets from one shared scope (DESIGN.md, "Shared singletons"). The router is
 * react-router: React Router 7 exports everything from it, and a shared react-router-dom loses its
 * `export * from 'react-router'` re-exports at runtime (undefined components), so no app imports
 * react-router-dom and it is not shared (ESLint forbids the import).
 * @ant-design/icons is not shared either: a shared module cannot be tree-shaken, so the first app to use
 * one icon downloaded all of them (945 KB, about 180 KB compressed, measured by `pnpm bench:load`).
 * Icons hold no state, so each app bundles just the icons it imports.
 * shared-ui is NOT here: it is bundled into each app (see ops/README.md).
 */
const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'antd',
  'dayjs',
]);
const CONTRACTS_SHARE_KEY = '@trucks/shared-contracts/';

/** The host's module exporting PORTAL_THEME, the ConfigProvider theme antd's stylesheets are made in. */
const PORTAL_THEME_MODULE = path.join('src', 'app', 'theme.ts');

/** Files already minified by their authors: re-minifying costs seconds and can break them. */
const PREMINIFIED_WORKERS = /(pdf\.worker(\.min)?|maplibre-gl-worker)\.m?js$/;

// remote-modules.ts is TypeScript source; it is compiled here (swc, already the build's transpiler) so
// the exposes come from the one contract file instead of a copy. Its only imports are types.
let remoteContract;
function loadRemoteContract() {
  if (remoteContract) return remoteContract;
  const file = path.join(CONTRACTS_DIR, 'src/federation/remote-modules.ts');
  const { code } = require('@swc/core').transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const contract = new Module(file, module);
  contract.filename = file;
  contract.paths = module.paths;
  contract._compile(code, file);
  remoteContract = contract.exports;
  return remoteContract;
}

/** 'LoadDetailDialog' -> 'load-detail-dialog'; 'routes' -> 'routes'. */
function kebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** `./<Expose>` -> `./src/app/exposes/<kebab-case>.tsx` for every expose the contract gives a remote. */
function exposesFor(federationName) {
  const { REMOTE_EXPOSES } = loadRemoteContract();
  const names = REMOTE_EXPOSES[federationName];
  if (!names) {
    throw new Error(
      `${federationName} is not a remote of remote-modules.ts (${Object.keys(REMOTE_EXPOSES).join(', ')})`,
    );
  }
  return Object.fromEntries(names.map((name) => [`./${name}`, `./src/app/exposes/${kebabCase(name)}.tsx`]));
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function contractsVersion() {
  return readJson(path.join(CONTRACTS_DIR, 'package.json')).version;
}

/**
 * The installed version of a package as the app resolves it. Apps declare dependencies as
 * `catalog:`, which the federation plugin cannot read as a range, so the range is built from the
 * installed version (the catalog pins exactly one).
 */
function installedVersion(appDir, packageName) {
  const manifest = path.join(appDir, 'node_modules', packageName, 'package.json');
  return fs.existsSync(manifest) ? readJson(manifest).version : undefined;
}

/**
 * The shared scope of an app. Each singleton the app has installed is shared with a caret range of
 * the installed version; shared-contracts is shared under its prefix (every subpath) with a real
 * range, because `workspace:*` is not a version.
 */
/**
 * The host provides every public module of shared-contracts (`@trucks/shared-contracts/<path>`). The
 * prefix key alone provides only what the host itself imports, so a remote that needed a label map the
 * host never imports fetched its own copy, each in a chunk of about 1 KB (eight extra script requests
 * for the dashboard's widget alone). A generated module that the host's entry carries names each one in
 * a dynamic import (never called): that puts them in the build, where the host's `contracts` chunk takes
 * them in and the share scope offers them. Test files and test data (test-*.ts) are left out.
 */
function writeContractsProvideModule(appDir) {
  const sourceDir = path.join(CONTRACTS_DIR, 'src');
  const requests = fs
    .readdirSync(sourceDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => path.relative(sourceDir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !/(^|[\\/])test-[^\\/]*$/.test(file))
    .map((file) => `${CONTRACTS_SHARE_KEY}${file.replace(/\.ts$/, '').split(path.sep).join('/')}`)
    .sort();
  const outDir = path.join(appDir, 'node_modules', '.cache', 'trucks-contracts');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'provide-contracts.mjs');
  const code =
    '// Generated by ops/build/webpack.cjs: every shared-contracts module, so the host provides them all.\n' +
    'export function provideEveryContractsModule() {\n  return [\n' +
    requests.map((request) => `    import(${JSON.stringify(request)}),\n`).join('') +
    '  ];\n}\n';
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
  return file;
}

/**
 * @param {string} appDir
 * @param {{ surfaceModules?: Record<string, string | undefined>, fromHostOnly?: readonly string[] }} [options]
 *   surfaceModules: the module shared under a key in place of a library, or of a part of it
 *   (`antd/first`, `antd/late`) (library-surface.cjs); fromHostOnly: keys the app consumes and never
 *   provides (`import: false`), so it carries no copy of its own
 */
function sharedFor(appDir, { surfaceModules = {}, fromHostOnly = [] } = {}) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string | false }>} */
  const shared = {};
  const partKeys = Object.keys(surfaceModules).filter(
    (key) => surfaceModules[key] && !SHARED_SINGLETONS.includes(key),
  );
  for (const request of [...SHARED_SINGLETONS, ...partKeys]) {
    const packageName = request.startsWith('@')
      ? request.split('/').slice(0, 2).join('/')
      : request.split('/')[0];
    const version = installedVersion(appDir, packageName);
    if (!version) continue;
    shared[request] = { singleton: true, requiredVersion: `^${version}` };
    if (fromHostOnly.includes(request)) shared[request].import = false;
    // antd and react-router are provided as the suite's surface (the exports some app imports), same
    // key, same version, still one singleton (library-surface.cjs); antd's parts under `antd/first`
    // and `antd/late`, with antd's version, also singletons.
    else if (surfaceModules[request])
      Object.assign(shared[request], { import: surfaceModules[request], version });
  }
  const contracts = contractsVersion();
  shared[CONTRACTS_SHARE_KEY] = {
    singleton: true,
    version: contracts,
    requiredVersion: `^${contracts.split('.')[0]}.0.0`,
  };
  return shared;
}

/**
 * @param {BuildMode} mode
 * @param {{ library: string, shareKey: string, surface: string[] }[]} partShares antd's parts and their
 *   keys: after swc, an import from 'antd' is pointed at its part's key (library-surface-loader.cjs).
 * @param {AppKind} kind
 */
function swcRule(mode, partShares, kind) {
  // JSX through react/jsx-runtime (jsx), not react/jsx-dev-runtime (jsxDEV), everywhere but the host's
  // development build. A remote's dev server (`pnpm dev <remote>`) runs inside the live host, whose
  // React is the production singleton: the development JSX runtime asks React's internals for the
  // owner (dispatcher.getOwner), which production React does not have, so every render of the remote
  // threw. jsx() works over either build of React: the host's production one inside the portal, the
  // remote's own development one on its standalone page.
  const developmentJsx = mode === 'development' && kind === 'host';
  const swc = {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: developmentJsx } },
        target: 'es2022',
      },
    },
  };
  // The ident carries the parts' names: a module rewritten for another split is another module to the
  // persistent cache, which would otherwise serve an unchanged source's old rewrite.
  const split = partShares.map(({ shareKey, surface }) => `${shareKey}:${surface.join(',')}`).join(';');
  const splitHash = require('node:crypto').createHash('sha256').update(split).digest('hex').slice(0, 16);
  const partImports = {
    loader: require.resolve('./library-surface-loader.cjs'),
    options: { partShares },
    ident: `library-surface-${splitHash}`,
  };
  return {
    test: /\.[cm]?[jt]sx?$/,
    // shared-contracts and shared-ui are TypeScript source; through a symlinked path they would sit
    // under node_modules/@trucks, so only that scope is let through.
    exclude: /node_modules[\\/](?!@trucks[\\/])/,
    // Loaders run last to first: swc, then the parts' imports.
    use: partShares.length > 0 ? [partImports, swc] : [swc],
  };
}

function htmlPage(appDir, title) {
  const template = path.join(appDir, 'src', 'index.html');
  return new HtmlWebpackPlugin({
    filename: 'index.html',
    chunks: ['main'],
    // Scripts are external files only: the CSP forbids inline script.
    scriptLoading: 'defer',
    inject: 'head',
    // Absolute script URLs, so a deep link (/available-freight/123/preview) still finds main.js;
    // a remote's own publicPath is 'auto' for its federated chunks.
    publicPath: '/',
    ...(fs.existsSync(template)
      ? { template }
      : {
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><div id="root"></div></body></html>`,
        }),
  });
}

/**
 * The redirect bridge page MSAL needs for silent renewal, built only when the host has its entry.
 * It carries no federation code of its own beyond the runtime webpack adds to every entry.
 */
function redirectBridgeEntry(appDir) {
  const entry = path.join(appDir, 'src', 'redirect-bridge.ts');
  return fs.existsSync(entry) ? './src/redirect-bridge.ts' : undefined;
}

/**
 * `baseline.html`, the bare page (one antd Button, same shared scope and styles) that
 * `pnpm bench:lighthouse` measures beside the portal, built only when the host has its entry.
 */
const BASELINE_ENTRY = './src/lib/lighthouse-baseline.tsx';
function baselineEntry(appDir) {
  return fs.existsSync(path.join(appDir, BASELINE_ENTRY)) ? BASELINE_ENTRY : undefined;
}

function minimizer() {
  const { cssMinify } = require('webpack').css.syntax;
  return new MinimizerPlugin({
    test: /\.(?:[cm]?js|css)(\?.*)?$/i,
    exclude: /^workers\//,
    // swc minify: 12 s and 0.5 GB where terser took 32-46 s and 1.2 GB (TOOLCHAIN.md).
    minify: [MinimizerPlugin.swcMinify, cssMinify],
    minimizerOptions: [{ compress: { passes: 2 }, mangle: true }, {}],
  });
}

/**
 * The host's first load is one set of shared modules every page needs: each in a chunk of its own made
 * dozens of requests of 1-5 KB. They go in three chunks instead: the React family and the small
 * libraries beside it (react-router as the suite's surface), shared-contracts with zod, and antd (the
 * suite's surface) with its rc-* and @ant-design dependencies (and @rc-component/util's react-is and
 * is-mobile, which otherwise sat in a 1.5 KB chunk of their own beside each antd surface). Remotes keep
 * webpack's defaults: their copies are fallbacks, fetched only without the host's (a production remote
 * has none of antd: it takes every antd key from the host), and grouping would make a remote's icon
 * fetch a whole fallback library.
 */
const HOST_SHARED_CHUNKS = Object.freeze({
  framework:
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|use-sync-external-store|dayjs)[\\/]|[\\/]trucks-surfaces[\\/]react-router\./,
  contracts: /[\\/](shared-contracts[\\/]src|node_modules[\\/]zod)[\\/]/,
  antd: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|classnames|clsx|scroll-into-view-if-needed|compute-scroll-into-view|throttle-debounce|@babel[\\/]runtime|stylis|@emotion|is-mobile|react-is)[\\/]|[\\/]trucks-surfaces[\\/]antd-first\./,
});

/** The generated module of antd's late surface (library-surface.cjs: `antd/late` -> antd-late.<mode>.mjs). */
const LATE_SURFACE_MODULE = /[\\/]trucks-surfaces[\\/]antd-late\./;

/** The generated module of antd's union under key `antd` (library-surface.cjs: antd.<mode>.mjs). */
const UNION_SURFACE_MODULE = /[\\/]trucks-surfaces[\\/]antd\./;

/**
 * The chunk of antd's late surface, `antd-late`: every module that only the late surface needs, found
 * in webpack's chunk graph rather than by path, because a package (rc-util, rc-motion, @ant-design/
 * cssinjs, antd's own config provider) can be needed by both surfaces. A module qualifies when each
 * chunk holding it holds the late surface module or the union's (key `antd`, which loads the late
 * part too; it holds antd's internals itself and not the late module, because antd and the generated
 * modules are free of side effects and webpack points a re-export at the module defining the name):
 * what the first surface, the host's own code or another page also needs stays where
 * HOST_SHARED_CHUNKS put it (the antd chunk for antd's internals), so it is loaded once, with the first
 * paint, and /dashboard fetches no late code.
 */
function lateSurfaceOnly() {
  const holdsLateSurface = new WeakMap();
  const chunkHoldsLateSurface = (chunk, chunkGraph) => {
    if (!holdsLateSurface.has(chunk)) {
      const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
      holdsLateSurface.set(
        chunk,
        modules.some((module) =>
          [LATE_SURFACE_MODULE, UNION_SURFACE_MODULE].some((surface) =>
            surface.test(module.nameForCondition?.() ?? ''),
          ),
        ),
      );
    }
    return holdsLateSurface.get(chunk);
  };
  return (module, { chunkGraph }) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return chunks.length > 0 && chunks.every((chunk) => chunkHoldsLateSurface(chunk, chunkGraph));
  };
}

function splitChunksFor(kind) {
  if (kind !== 'host') return undefined;
  const cacheGroup = { chunks: 'async', enforce: true, reuseExistingChunk: false };
  return {
    cacheGroups: {
      ...Object.fromEntries(
        Object.entries(HOST_SHARED_CHUNKS).map(([name, test]) => [
          name,
          { ...cacheGroup, test, name, priority: 20 },
        ]),
      ),
      // Before the groups above: the late surface's rc-picker or dayjs plugins are not first-load code.
      'antd-late': { ...cacheGroup, test: lateSurfaceOnly(), name: 'antd-late', priority: 30 },
      // Before antd-late, whose test it passes too (each chunk holding the union holds the late part):
      // the few lines of key `antd`, which only a remote released before the split loads; it then
      // fetches the antd and antd-late chunks as its dependencies.
      'antd-union': { ...cacheGroup, test: UNION_SURFACE_MODULE, name: 'antd-union', priority: 40 },
    },
  };
}

function devServer({ kind, port: defaultPort }) {
  const gateway = process.env.TRUCKS_GATEWAY_URL || 'https://localhost:8443';
  // `startDevServer` (ops/src/dev) may pick another port, e.g. the e2e journey beside a developer's own.
  const port = Number(process.env.TRUCKS_DEV_PORT) || defaultPort;
  return {
    port,
    host: 'localhost',
    hot: true,
    liveReload: true,
    // A remote's files are fetched by the host page on another origin.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
    allowedHosts: 'all',
    historyApiFallback: true,
    static: false,
    client: {
      overlay: { errors: true, warnings: false },
      // Inside the host page the client must reach this server, not the page's origin.
      webSocketURL: `ws://localhost:${port}/ws`,
    },
    devMiddleware: { writeToDisk: false },
    ...(kind === 'host'
      ? {
          proxy: [
            {
              context: ['/api', '/idp', '/releases', '/remotes.json', '/config.json'],
              target: gateway,
              secure: false,
              changeOrigin: true,
              ws: false,
            },
          ],
        }
      : {}),
  };
}

/**
 * The host's production build: antd's component styles of each part as a stylesheet beside the part's
 * generated module (antd-styles.cjs), which imports it, so the part's chunk loads its styles with its
 * code (webpack's CSS chunk loading) and the page's first paint, drawn from the HTML, waits on neither.
 * Returns share key -> stylesheet; none in development (antd's runtime styles, no extraction to wait for).
 */
function writeAntdStylesheets(appDir, shares) {
  const parts = partSharesOf(shares).filter(({ library }) => library === 'antd');
  const stylesheets = antdPartStylesheets({
    appDir,
    parts: parts.map(({ shareKey, surface }) => ({ shareKey, surface })),
    themeModule: path.join(appDir, PORTAL_THEME_MODULE),
    themeExport: 'PORTAL_THEME',
  });
  const outDir = path.join(appDir, 'node_modules', '.cache', 'trucks-surfaces');
  fs.mkdirSync(outDir, { recursive: true });
  return Object.fromEntries(
    Object.entries(stylesheets).map(([shareKey, css]) => {
      // antd-first.styles.css: the name puts it in the same chunk as its part's module (HOST_SHARED_CHUNKS).
      const file = path.join(outDir, `${shareKey.replace('/', '-')}.styles.css`);
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
      return [shareKey, file];
    }),
  );
}

/**
 * @param {{ appDir: string, federationName: string, kind: AppKind }} app
 * @returns {(env: unknown, argv?: { mode?: BuildMode }) => import('webpack').Configuration}
 */
function createAppConfig({ appDir, federationName, kind }) {
  if (kind !== 'host' && kind !== 'remote') throw new Error(`kind must be 'host' or 'remote', not ${kind}`);
  const port = DEV_PORTS[federationName];
  if (!port)
    throw new Error(`Unknown federation name ${federationName} (${Object.keys(DEV_PORTS).join(', ')})`);

  return function webpackConfig(_env, argv = {}) {
    /** @type {BuildMode} */
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const appVersion = readJson(path.join(appDir, 'package.json')).version;
    const builtAgainst = contractsVersion();
    // The module shared under each key of a surface library, where the app has the library installed.
    const shares = suiteShares(WORKSPACE_ROOT);
    // TRUCKS_ANTD_RUNTIME_STYLES=1 builds the host with antd's runtime styles, to measure the two apart.
    const antdStylesheets =
      kind === 'host' &&
      !isDev &&
      process.env.TRUCKS_ANTD_RUNTIME_STYLES !== '1' &&
      fs.existsSync(path.join(appDir, PORTAL_THEME_MODULE))
        ? writeAntdStylesheets(appDir, shares)
        : {};
    const surfaceModules = Object.fromEntries(
      shares.map((share) => [
        share.shareKey,
        installedVersion(appDir, share.library)
          ? writeSurfaceModule({ appDir, ...share, mode, stylesheet: antdStylesheets[share.shareKey] })
          : undefined,
      ]),
    );
    const partShares = partSharesOf(shares).filter(({ shareKey }) => surfaceModules[shareKey]);

    /** @type {Record<string, string>} */
    const entry = {};
    const plugins = [];
    if (kind === 'host') {
      entry.main = ['./src/main.tsx', writeContractsProvideModule(appDir)];
      plugins.push(htmlPage(appDir, 'Trucks'));
      if (!isDev)
        plugins.push(
          new FirstLoadPreloadPlugin({
            page: 'index.html',
            startupModules: /[\\/]src[\\/](main|bootstrap)\.tsx$/,
            sharedChunks: Object.keys(HOST_SHARED_CHUNKS),
            publicPath: '/',
          }),
        );
      const bridge = redirectBridgeEntry(appDir);
      if (bridge) {
        entry['redirect-bridge'] = bridge;
        plugins.push(
          new HtmlWebpackPlugin({
            filename: 'redirect-bridge.html',
            chunks: ['redirect-bridge'],
            scriptLoading: 'defer',
            inject: 'head',
            templateContent:
              '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body></body></html>',
          }),
        );
      }
      const baseline = baselineEntry(appDir);
      if (baseline) {
        entry.baseline = baseline;
        plugins.push(
          new HtmlWebpackPlugin({
            filename: 'baseline.html',
            chunks: ['baseline'],
            scriptLoading: 'defer',
            inject: 'head',
            publicPath: '/',
            templateContent:
              '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><div id="root"></div></body></html>',
          }),
        );
      }
    } else if (isDev) {
      // Standalone page for a remote's own dev loop; production remotes ship only their container.
      entry.main = './src/main.tsx';
      plugins.push(htmlPage(appDir, federationName));
    }

    plugins.push(
      new ModuleFederationPlugin({
        name: federationName,
        ...(kind === 'remote'
          ? {
              filename: 'remoteEntry.js',
              exposes: exposesFor(federationName),
              manifest: {
                fileName: 'mf-manifest.json',
                // Recorded at metaData.trucks of mf-manifest.json; the registry copies
                // contractsVersion into remotes.json and the host refuses another major.
                additionalData: ({ stats }) => {
                  // antdFirstImports, antdLateImports, antdImports (their union, for a host released
                  // before the split), reactRouterImports: what this remote needs under each key of the
                  // host's shared antd and react-router (library-surface.cjs).
                  stats.metaData.trucks = {
                    appVersion,
                    contractsVersion: builtAgainst,
                    ...appManifestImports(appDir, WORKSPACE_ROOT, shares),
                  };
                  return stats;
                },
              },
            }
          : { remotes: {}, manifest: false }),
        shared: sharedFor(appDir, {
          surfaceModules,
          // A production remote takes antd only from the host, under every key. A host without the
          // part keys is one released before the split: with a fallback the remote would render its own
          // antd beside the host's (another ConfigProvider context, theme and styles cache); without
          // one, loading it fails (RUNTIME-012) and the region's boundary shows the area's fallback.
          // A remote's standalone dev page has no host, so it keeps its copy.
          fromHostOnly:
            kind === 'remote' && !isDev
              ? shares
                  .filter(({ library }) => partShares.some((part) => part.library === library))
                  .map(({ shareKey }) => shareKey)
              : [],
        }),
        // A remote's entry is fetched only when a route or widget needs it (DESIGN.md): with the
        // default 'version-first' the runtime would fetch every registered remote to compare versions.
        shareStrategy: 'loaded-first',
        // The built-in type generation costs 5-8 s a build and the types live in shared-contracts.
        dts: false,
        // The federation runtime core ships once, in the host (which puts it on a global for the
        // remotes); a production remote's entry leaves it out (about 20 KB compressed per remote).
        // A remote's standalone dev page has no host, so it keeps its own.
        experiments: {
          asyncStartup: true,
          ...(kind === 'host' ? { provideExternalRuntime: true } : isDev ? {} : { externalRuntime: true }),
        },
      }),
    );
    // The host's shared surfaces, for its guard against a remote that needs more (library-surface.cjs):
    // each share key (`library` in the guard's words: antd/first, antd/late, antd, react-router) with
    // the manifest record to check and what this build shares under it.
    const { DefinePlugin } = require('webpack');
    plugins.push(
      new DefinePlugin({
        'process.env.TRUCKS_LIBRARY_SURFACES': JSON.stringify(
          JSON.stringify(
            shares.map(({ shareKey, manifestKey, surface }) => ({
              library: shareKey,
              manifestKey,
              surface: surfaceModules[shareKey] ? surface : ['*'],
            })),
          ),
        ),
      }),
    );
    // The portal's theme turns antd's runtime styles off when the build ships them (theme.ts).
    plugins.push(
      new DefinePlugin({
        'process.env.TRUCKS_ANTD_STATIC_STYLES': JSON.stringify(
          Object.keys(antdStylesheets).length > 0 ? '1' : '',
        ),
      }),
    );
    if (!isDev)
      plugins.push(new PrecompressPlugin({ bestQualityUpTo: kind === 'host' ? Infinity : 512 * 1024 }));

    return {
      name: federationName,
      mode,
      context: appDir,
      target: 'web',
      entry,
      // No eval-based source maps: the gateway's CSP has no 'unsafe-eval' and a dev remote runs inside
      // that page. Production maps double the minifier's time, so they are opt-in (TRUCKS_SOURCE_MAPS=1).
      devtool: isDev
        ? 'cheap-module-source-map'
        : process.env.TRUCKS_SOURCE_MAPS === '1'
          ? 'hidden-source-map'
          : false,
      // Rebuilding an unchanged app (release, pnpm build after a pull) reuses the previous work.
      cache: {
        type: 'filesystem',
        name: `${federationName}-${mode}`,
        cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
        buildDependencies: {
          config: [
            __filename,
            require.resolve('./library-surface.cjs'),
            require.resolve('./library-surface-loader.cjs'),
            require.resolve('./antd-styles.cjs'),
            require.resolve('./first-load-preload.cjs'),
            path.join(appDir, 'webpack.config.cjs'),
          ],
        },
      },
      output: {
        path: path.join(appDir, 'dist'),
        // The federation runtime rejects content hashes in `filename`; chunk names carry them.
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: federationName,
        // Module path comments in unminified builds, for bench:profile to name what a profile ran.
        pathinfo: process.env.TRUCKS_UNMINIFIED === '1',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          swcRule(mode, partShares, kind),
          {
            test: PREMINIFIED_WORKERS,
            type: 'asset/resource',
            generator: { filename: 'workers/[name].[contenthash:8][ext]' },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      // Native CSS (maplibre-gl's stylesheet and the like) without css-loader/style-loader.
      experiments: { css: true },
      optimization: {
        // TRUCKS_UNMINIFIED=1: a production build whose functions keep their names, for reading a CPU
        // profile (e2e/bench/profile.ts reads its module path comments). Never released.
        minimize: !isDev && process.env.TRUCKS_UNMINIFIED !== '1',
        minimizer: [minimizer()],
        ...(isDev ? {} : { splitChunks: splitChunksFor(kind) }),
      },
      performance: { hints: false },
      plugins,
      devServer: devServer({ kind, port }),
      infrastructureLogging: { level: 'warn' },
      stats: isDev ? 'errors-warnings' : 'normal',
    };
  };
}

module.exports = {
  createAppConfig,
  exposesFor,
  sharedFor,
  kebabCase,
  DEV_PORTS,
  SHARED_SINGLETONS,
  HOST_SHARED_CHUNKS,
  CONTRACTS_SHARE_KEY,
  WORKSPACE_ROOT,
};

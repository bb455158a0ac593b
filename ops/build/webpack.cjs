// The one webpack configuration of the suite. Each app's webpack.config.cjs calls createAppConfig with
// its folder, federation name and kind; everything else (transpiling, federation, sharing, minifying,
// dev server) is decided here once, so a remote cannot drift from the host.
// Facts behind the choices are in ../shared/TOOLCHAIN.md (beside the project) and ops/README.md.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { antdPartStylesheets, staticCssVarKey } = require('./antd-styles.cjs');
const {
  LIBRARIES,
  appSharedExports,
  exportShareKey,
  firstLoadNames,
  libraryExports,
  libraryImportsOfFiles,
  staticallyImportedSources,
  parseExportShareKey,
  writeLateShareRegistration,
  writeShareModules,
  writeSplitLibrary,
  writeSplitFiles,
  shareModulesDir,
} = require('./library-surface.cjs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { writeLazyParts } = require('./lazy-parts.cjs');
const { FirstLoadPreloadPlugin, firstLoadFiles } = require('./first-load-preload.cjs');
const { CompileHintsPlugin, remoteStartFiles } = require('./compile-hints.cjs');
const { HostOwnSharesPlugin } = require('./host-own-shares.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
/** antd's ES modules, wherever pnpm put the package (antd-zero-runtime-loader.cjs). */
const ANTD_ES_MODULE =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?antd[\\/]es[\\/].+\.js$/;
/** @ant-design/cssinjs-utils' style hook factories (antd-static-css-vars-loader.cjs). */
const CSSINJS_UTILS_STYLE_UTILS =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/;
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
 * Icons hold no state, so each app bundles just the icons it imports; only the component every icon
 * renders through is shared, with a fallback (ICON_BASE below).
 * shared-ui is NOT here: it is bundled into each app (see ops/README.md).
 * antd and react-router are singletons too, shared one key per export (library-surface.cjs), so they
 * are not listed here: sharedFor adds their keys.
 */
const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  'dayjs',
]);
const CONTRACTS_SHARE_KEY = '@trucks/shared-contracts/';

/**
 * The component every @ant-design/icons icon renders through (each icon's module is its SVG data and a
 * one-line call of it). The icons themselves stay unshared (above); this one module and what it imports
 * (IconBase, renderUtils, the icons' style insertion, clsx: about 1.5 KB compressed) were bundled again
 * by every remote on a page, and the host's antd already has it. The host provides it; a remote takes
 * the host's and keeps its own copy as a fallback, at a version below any release (ICON_BASE_OWN_COPY),
 * so that on a host built before this key, or with another major of the icons, the remote renders its
 * own: no remote release depends on a host release (issue 25). Not a singleton: two copies are
 * harmless, and the release gate checks no version of a key a remote carries a fallback for.
 */
const ICON_BASE = Object.freeze({
  shareKey: '@ant-design/icons/es/components/AntdIconLight',
  file: path.join('es', 'components', 'AntdIconLight.js'),
});
const ICON_BASE_OWN_COPY = '0.0.0-own-copy';

/**
 * The icon base's shared entry for an app (ICON_BASE), keyed so that only the remote consumes it: in a
 * remote by its file's path, which matches each icon's relative import of it; in the host by its
 * package path, which no module imports, so the host provides it without consuming its own.
 * @param {string} appDir
 * @param {AppKind} kind
 */
function iconBaseShare(appDir, kind) {
  const version = installedVersion(appDir, '@ant-design/icons');
  if (!version) return {};
  const file = path.join(
    fs.realpathSync(path.join(appDir, 'node_modules', '@ant-design', 'icons')),
    ICON_BASE.file,
  );
  const share = {
    shareKey: ICON_BASE.shareKey,
    import: file,
    requiredVersion: `^${version}`,
    singleton: false,
  };
  return kind === 'host'
    ? { [ICON_BASE.shareKey]: { ...share, version } }
    : { [file]: { ...share, version: ICON_BASE_OWN_COPY } };
}

/** The version a remote's standalone dev page provides its antd and react-router under: below any release. */
const STANDALONE_COPY_VERSION = '0.0.0-standalone';

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
 * Every public module of shared-contracts, as its share key and file: the host provides each one under
 * its own key (`@trucks/shared-contracts/<path>`), so a remote that needs a label map the host never
 * imports still gets the host's (the prefix key alone provided only what the host itself imported: eight
 * extra script requests for the dashboard's widget). Test files and test data (test-*.ts) are left out.
 * @returns {Array<{ key: string, file: string }>}
 */
function contractsModules() {
  const sourceDir = path.join(CONTRACTS_DIR, 'src');
  return fs
    .readdirSync(sourceDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !/(^|[\\/])test-[^\\/]*$/.test(path.relative(sourceDir, file)))
    .map((file) => ({
      key: `${CONTRACTS_SHARE_KEY}${path.relative(sourceDir, file).replace(/\.ts$/, '').split(path.sep).join('/')}`,
      file,
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The shared scope of an app: each singleton with a caret range of the installed version (the catalog
 * pins exactly one); shared-contracts under its prefix (every subpath) with a real range, because
 * `workspace:*` is not a version; and one key per export of antd and react-router
 * (library-surface.cjs). The host provides every export's key (`provided`: key -> module); a remote takes
 * each from the host only (`import: false`), in development too, so that it never renders a second antd
 * or router beside the host's.
 * @param {string} appDir
 * @param {{ kind: AppKind, mode: BuildMode, provided?: Record<string, string> }} options
 */
function sharedFor(appDir, { kind, mode, provided = {} }) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string, import?: string | false }>} */
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const packageName = request.startsWith('@')
      ? request.split('/').slice(0, 2).join('/')
      : request.split('/')[0];
    const version = installedVersion(appDir, packageName);
    if (version) shared[request] = { singleton: true, requiredVersion: `^${version}` };
  }
  for (const library of LIBRARIES) {
    const version = installedVersion(appDir, library);
    if (!version) continue;
    const keys =
      kind === 'host'
        ? Object.keys(provided).filter((key) => key === library || key.startsWith(`${library}/`))
        : libraryExports(appDir, library, mode).map((name) => exportShareKey(library, name));
    for (const key of keys) {
      // `provided[key] === false`: a late key of the host, registered at start (writeLateShareRegistration).
      shared[key] = { singleton: true, requiredVersion: `^${version}`, import: false };
      if (provided[key]) {
        // A remote's standalone dev page provides its copy below any real version (createAppConfig).
        shared[key].import = provided[key];
        shared[key].version = kind === 'host' ? version : STANDALONE_COPY_VERSION;
      }
    }
  }
  const contracts = contractsVersion();
  const contractsShare = {
    singleton: true,
    version: contracts,
    requiredVersion: `^${contracts.split('.')[0]}.0.0`,
  };
  if (kind === 'host') {
    // One key per module, each provided from its file; the host's own imports of them are not consumes
    // (host-own-shares.cjs). A remote takes any of them under the prefix.
    for (const { key, file } of contractsModules()) shared[key] = { ...contractsShare, import: file };
  } else {
    shared[CONTRACTS_SHARE_KEY] = contractsShare;
  }
  Object.assign(shared, iconBaseShare(appDir, kind));
  return shared;
}

/** An export's key whose name the host's first load carries; any other key (late, legacy) is late. */
function isFirstLoadKey(key, firstNames) {
  const parsed = parseExportShareKey(key);
  return parsed !== undefined && firstNames[parsed.library].includes(parsed.name);
}

/**
 * What the host provides, for the guard of remotes at run time and the release gate (a remote needing
 * a key the host lacks, or another version, is refused): the version of each shared package, and for
 * each library shared by export the names it provides. Written into the build (define) and, for the
 * gate, beside index.html as host-shares.json.
 */
function hostSharesOf(appDir, mode) {
  const packages = {};
  for (const request of SHARED_SINGLETONS) {
    const packageName = request.startsWith('@')
      ? request.split('/').slice(0, 2).join('/')
      : request.split('/')[0];
    const version = installedVersion(appDir, packageName);
    if (version) packages[request] = version;
  }
  packages[CONTRACTS_SHARE_KEY] = contractsVersion();
  const icons = installedVersion(appDir, '@ant-design/icons');
  if (icons) packages[ICON_BASE.shareKey] = icons;
  const libraries = {};
  for (const library of LIBRARIES) {
    const version = installedVersion(appDir, library);
    if (version) libraries[library] = { version, exports: libraryExports(appDir, library, mode) };
  }
  return { packages, libraries };
}

/**
 * @param {BuildMode} mode
 * @param {AppKind} kind
 */
function swcLoader(mode, kind) {
  // JSX through react/jsx-runtime (jsx), not react/jsx-dev-runtime (jsxDEV), everywhere but the host's
  // development build. A remote's dev server (`pnpm dev <remote>`) runs inside the live host, whose
  // React is the production singleton: the development JSX runtime asks React's internals for the
  // owner (dispatcher.getOwner), which production React does not have, so every render of the remote
  // threw. jsx() works over either build of React: the host's production one inside the portal, the
  // remote's own development one on its standalone page.
  const developmentJsx = mode === 'development' && kind === 'host';
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: developmentJsx } },
        target: 'es2022',
      },
    },
  };
}

/**
 * @param {BuildMode} mode
 * @param {AppKind} kind
 */
/** The federation runtime's packages, each shipped twice: as ES modules and as CommonJS. */
const FEDERATION_RUNTIME_PACKAGES = Object.freeze([
  'runtime-core',
  'runtime',
  'runtime-tools',
  'sdk',
  'error-codes',
  'webpack-bundler-runtime',
]);

/** The folder of an installed package, from any file of it that `require.resolve` finds. */
function packageDirOf(name, from) {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).name !== name
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${name} above ${from}`);
    dir = parent;
  }
  return dir;
}

/**
 * One copy of the federation runtime in the host: every import and every require of its packages
 * resolved to their ES module files. Without this the host carried it twice. Its own runtime came
 * from the ES modules (`import`). The copy it provides to the remotes (`provideExternalRuntime`:
 * inject-external-runtime-core-plugin's `require('@module-federation/runtime-tools/runtime-core')`)
 * came from the CommonJS files, with the SDK's Node loader: about 170 KB unminified in main.js, and
 * two runtime cores, each started (issue 26).
 */
function federationRuntimeAsModules() {
  const alias = {};
  const dirs = new Map();
  const queue = [packageDirOf('@module-federation/enhanced', __dirname)];
  while (queue.length > 0) {
    const from = queue.shift();
    for (const name of FEDERATION_RUNTIME_PACKAGES) {
      if (dirs.has(name)) continue;
      let dir;
      try {
        dir = packageDirOf(`@module-federation/${name}`, from);
      } catch {
        continue;
      }
      dirs.set(name, dir);
      queue.push(dir);
    }
  }
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = dirs.get(name);
    if (!dir)
      throw new Error(`@module-federation/${name} is not installed beside @module-federation/enhanced`);
    for (const [subpath, target] of Object.entries(readJson(path.join(dir, 'package.json')).exports ?? {})) {
      const esm = typeof target?.import === 'string' ? target.import : target?.import?.default;
      if (typeof esm !== 'string' || !target.require) continue;
      alias[`@module-federation/${name}${subpath === '.' ? '' : subpath.slice(1)}$`] = path.join(dir, esm);
    }
  }
  return alias;
}

function swcRule(mode, kind) {
  const swc = swcLoader(mode, kind);
  return {
    test: /\.[cm]?[jt]sx?$/,
    // shared-contracts and shared-ui are TypeScript source; through a symlinked path they would sit
    // under node_modules/@trucks, so only that scope is let through.
    exclude: /node_modules[\\/](?!@trucks[\\/])/,
    // Loaders run last to first: swc, then each antd or react-router import to its export's key.
    use: [{ loader: require.resolve('./library-surface-loader.cjs') }, swc],
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
 * libraries beside it (react-router's first-load half), shared-contracts with zod, and antd's first-load
 * names with their rc-* and @ant-design dependencies (and @rc-component/util's react-is and is-mobile).
 * Only what the first load needs: a module that only the late keys' chunks hold (lateOnly) stays out of
 * them, and webpack's defaults split it among the late chunks. Remotes keep webpack's defaults: their
 * copies are fallbacks, fetched only without the host's, and grouping would make a remote's icon fetch a
 * whole fallback library.
 */
const HOST_SHARED_CHUNKS = Object.freeze({
  framework:
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](react-query|query-core)|zustand|use-sync-external-store|dayjs)[\\/]|[\\/]trucks-shares[\\/](react-router[\\/]production[\\/]first[\\/]|react-router-split[\\/][^\\/]+\.core\.mjs$)/,
  contracts: /[\\/](shared-contracts[\\/]src|node_modules[\\/]zod)[\\/]/,
  antd: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|classnames|clsx|scroll-into-view-if-needed|compute-scroll-into-view|throttle-debounce|@babel[\\/]runtime|stylis|@emotion|is-mobile|react-is)[\\/]|[\\/]trucks-shares[\\/]antd[\\/]production[\\/]first[\\/]|[\\/]antd-first\.styles\.css$/,
});

/** A module the host provides only behind a late key: a late export's or a legacy key's module, or react-router's rest. */
const LATE_SHARE_MODULE =
  /[\\/]trucks-shares[\\/]([^\\/]+[\\/](production|development)[\\/](late|legacy)[\\/]|react-router-split[\\/][^\\/]+\.rest\.mjs$)/;

/**
 * A module that only chunks holding a late key's module hold (found in webpack's chunk graph, not by
 * path, because a package such as rc-util or antd's config provider is needed by both): it is not
 * first-load code. What the first-load names, the host's own code or another page also need stays
 * where HOST_SHARED_CHUNKS put it, loaded once with the first paint.
 */
function lateOnly() {
  const holdsLateShare = new WeakMap();
  const chunkHoldsLateShare = (chunk, chunkGraph) => {
    if (!holdsLateShare.has(chunk)) {
      holdsLateShare.set(
        chunk,
        [...chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
          LATE_SHARE_MODULE.test(module.nameForCondition?.() ?? ''),
        ),
      );
    }
    return holdsLateShare.get(chunk);
  };
  return (module, chunkGraph) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return chunks.length > 0 && chunks.every((chunk) => chunkHoldsLateShare(chunk, chunkGraph));
  };
}

/**
 * The first-load share modules (a one-line re-export per name) and the first-load stylesheet they
 * import: always in the first-load chunk, whatever imports the name's code. A remote taking first-load
 * names fetches none of them, and the first paint has every first-load name's styles.
 */
const FIRST_SHARE_MODULE_OR_STYLES =
  /[\\/]trucks-shares[\\/]([^\\/]+[\\/]production[\\/]first[\\/]|antd-first\.styles\.css$)/;
/** The host's startup: the chunk groups these modules import are its first load (FirstLoadPreloadPlugin). */
const HOST_STARTUP_MODULES = /[\\/]src[\\/](main|bootstrap)\.tsx$/;
/**
 * What the startup's chunk groups take from antd and shared-contracts stays in the first-load chunks;
 * for antd, what the full frame's takes too (the top bar and the navigation's place, a chunk of its own
 * that the driver's link never loads). Split out, the frame's antd (Avatar, the top bar's icons) was a
 * chunk of its own: 4.1 KB less for the driver's link, but /dashboard's and /available-freight's
 * blocking time rose by about 120 ms in Lighthouse (medians of 5: 373 and 232 ms against 250 and
 * 110 ms), their score 87 and 92 against 91 and 94 (issue 26, round nine). The frame's contracts (the
 * navigation's groups) load with the frame.
 */
const FIRST_LOAD_HOLDERS = Object.freeze({
  antd: /[\\/]src[\\/]((main|bootstrap)\.tsx|app[\\/]full-layout-chunk\.ts)$/,
  contracts: HOST_STARTUP_MODULES,
});

/**
 * A module that a first-load chunk holds, found in webpack's chunk graph before splitting: a chunk of a
 * chunk group the startup imports (HOST_STARTUP_MODULES). A first-load name that only a remote's
 * landing widget takes from the host is provided from a chunk of its own, fetched beside the widget's
 * (its styles are in the first-load stylesheet all the same). An icon or a component only a host page
 * imports (the profile page's, the contacts list's) is not one: it loads with that page, not with every
 * first load (issue 26: 30 page icons and the colour picker's colour rode in antd's first-load chunk),
 * nor is the dashboard frame's Tabs on the driver's list. Nor is a
 * shared-contracts module that only the remotes consume (a label map, a formatter): the host provides
 * it from a chunk of its own, fetched beside the remote's chunk that consumes it. The framework's
 * singletons are consumed through the share scope, not imported by the startup: that group keeps all.
 */
function firstLoadHeld({ landingShareFiles = new Set(), holders = HOST_STARTUP_MODULES } = {}) {
  const isFirstLoadChunk = new WeakMap();
  const check = (chunk, chunkGraph) => {
    if (!isFirstLoadChunk.has(chunk)) {
      const fromStartup = [...(chunk.groupsIterable ?? [])].some((group) =>
        (group.origins ?? []).some((origin) => holders.test(origin.module?.resource ?? '')),
      );
      isFirstLoadChunk.set(
        chunk,
        fromStartup ||
          [...chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
            landingShareFiles.has(module.resource),
          ),
      );
    }
    return isFirstLoadChunk.get(chunk);
  };
  return (module, chunkGraph) => {
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return chunks.length === 0 || chunks.some((chunk) => check(chunk, chunkGraph));
  };
}

/**
 * The remotes' modules a phone lands on (issue 26): the dashboard's first tab, the driver's list (its
 * routes, its page, the proof-of-delivery panel on each card) and the load board's list. What they
 * take from the host (shared-contracts modules, first-load antd names) is in the host's first-load
 * chunks: provided from a chunk of its own, each would be one more round trip after the remote's
 * entry, which is what a phone feels most (Lighthouse: 3-8 points on these pages). Read from the
 * sources at the host's build, as FIRST_PAINT_ROOTS are; a remote that changes its landing page
 * still works with a host built before, its new needs then fetched beside it.
 */
const LANDING_REMOTE_ROOTS = Object.freeze([
  'mf-shipments/src/app/exposes/dashboard-shipments-tab.tsx',
  'mf-shipments/src/app/exposes/routes.tsx',
  'mf-shipments/src/features/driver/components/driver-shipments-page.tsx',
  'mf-cases-notes/src/app/exposes/documents-panel.tsx',
  'mf-loadboard/src/app/exposes/routes.tsx',
  'mf-loadboard/src/features/available-freight/components/available-freight-page.tsx',
]);

/** The landing modules' shared-contracts files and antd names (LANDING_REMOTE_ROOTS). */
function landingNeeds(workspaceRoot = WORKSPACE_ROOT) {
  const roots = LANDING_REMOTE_ROOTS.filter((root) => fs.existsSync(path.join(workspaceRoot, root)));
  const files = staticallyImportedSources(workspaceRoot, roots);
  const contractsSource = path.join(workspaceRoot, 'shared-contracts', 'src') + path.sep;
  return {
    contractsFiles: new Set(files.filter((file) => file.startsWith(contractsSource))),
    antdNames: libraryImportsOfFiles(files).antd,
  };
}

/**
 * Barrel imports of antd's first-load modules narrowed to the one module they use, so that the barrel and
 * everything it re-exports load with the late names that need them. antd's form context (imported by
 * every input-like first-load name for FormItemInputContext) takes `FormProvider` from
 * @rc-component/form's index: the whole form engine (Field, List, useForm, async-validator) rode in
 * the first load for it.
 */
const FIRST_LOAD_DEEP_IMPORTS = Object.freeze([
  {
    issuer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    request: '@rc-component/form',
    narrowed: '@rc-component/form/es/FormContext',
  },
  // Button's style (isBright, through ColorPresets' first half) and antd's colour class take the Color
  // class from @rc-component/color-picker's index, which brings the picker's panels.
  {
    issuer:
      /[\\/]node_modules[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util|components[\\/]ColorPresets\.trucks-core)\.js$/,
    request: '@rc-component/color-picker',
    narrowed: '@rc-component/color-picker/es/color',
  },
]);

function firstLoadDeepImports() {
  const { NormalModuleReplacementPlugin } = require('webpack');
  return FIRST_LOAD_DEEP_IMPORTS.map(
    ({ issuer, request, narrowed }) =>
      new NormalModuleReplacementPlugin(new RegExp(`^${request.replace(/[/]/g, '\\/')}$`), (resolveData) => {
        if (issuer.test(resolveData.contextInfo?.issuer ?? '')) resolveData.request = narrowed;
      }),
  );
}

function splitChunksFor(kind, { landingShareFiles, landingContractsFiles = new Set() } = {}) {
  if (kind !== 'host') return undefined;
  const isLateOnly = lateOnly();
  const heldBy = Object.fromEntries(
    Object.entries(FIRST_LOAD_HOLDERS).map(([name, holders]) => [
      name,
      firstLoadHeld({ landingShareFiles, holders }),
    ]),
  );
  const cacheGroup = { chunks: 'async', enforce: true, reuseExistingChunk: false };
  return {
    // A page's first late name costs a few requests, not one per package webpack would split out.
    maxAsyncRequests: 6,
    cacheGroups: Object.fromEntries(
      Object.entries(HOST_SHARED_CHUNKS).map(([name, pattern]) => [
        name,
        {
          ...cacheGroup,
          name,
          priority: 20,
          test: (module, { chunkGraph }) =>
            pattern.test(module.nameForCondition?.() ?? '') &&
            !isLateOnly(module, chunkGraph) &&
            (name === 'framework' ||
              FIRST_SHARE_MODULE_OR_STYLES.test(module.nameForCondition?.() ?? '') ||
              landingContractsFiles.has(module.resource) ||
              heldBy[name](module, chunkGraph)),
        },
      ]),
    ),
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
 * The host's production build: antd's component styles as two stylesheets (antd-styles.cjs), one for
 * the first-load names and one for every other export of antd, written into the share modules' folder
 * and imported by each name's module, so a chunk loads its styles with its code (webpack's CSS chunk
 * loading) and the first paint, drawn from the HTML, waits on neither.
 * Returns { first, late } stylesheet files; none in development (antd's runtime styles).
 */
function writeAntdStylesheets(appDir, mode, firstNames) {
  const all = libraryExports(appDir, 'antd', mode);
  const stylesheets = antdPartStylesheets({
    appDir,
    parts: [
      { shareKey: 'antd/first', surface: firstNames },
      { shareKey: 'antd/late', surface: all.filter((name) => !firstNames.includes(name)) },
    ],
    themeModule: path.join(appDir, PORTAL_THEME_MODULE),
    themeExport: 'PORTAL_THEME',
  });
  const outDir = shareModulesDir(appDir);
  return Object.fromEntries(
    Object.entries(stylesheets).map(([shareKey, css]) => {
      const kind = shareKey.split('/')[1];
      const file = path.join(outDir, `antd-${kind}.styles.css`);
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
      return [kind, file];
    }),
  );
}

/** Emits host-shares.json (hostSharesOf) beside index.html, for `pnpm release`'s gate. */
class HostSharesFilePlugin {
  constructor(shares) {
    this.shares = shares;
  }
  apply(compiler) {
    const { Compilation, sources } = require('webpack');
    compiler.hooks.thisCompilation.tap('HostSharesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostSharesFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'host-shares.json',
            new sources.RawSource(`${JSON.stringify(this.shares, null, 2)}\n`),
          );
        },
      );
    });
  }
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
    // antd and react-router, one key per export (library-surface.cjs). The host provides every key;
    // which names its first-load chunks carry is its own decision (firstLoadNames).
    const firstNames = kind === 'host' ? firstLoadNames(WORKSPACE_ROOT) : undefined;
    // TRUCKS_ANTD_RUNTIME_STYLES=1 builds the host with antd's runtime styles, to measure the two apart.
    const antdStylesheets =
      kind === 'host' &&
      !isDev &&
      process.env.TRUCKS_ANTD_RUNTIME_STYLES !== '1' &&
      fs.existsSync(path.join(appDir, PORTAL_THEME_MODULE))
        ? writeAntdStylesheets(appDir, mode, firstNames.antd)
        : {};
    const antdStaticStyles = Object.keys(antdStylesheets).length > 0;
    // The portal theme's component CSS variables are in those stylesheets when it names its class.
    const antdStaticCssVarKey = antdStaticStyles
      ? staticCssVarKey({ themeModule: path.join(appDir, PORTAL_THEME_MODULE), themeExport: 'PORTAL_THEME' })
      : undefined;
    const provided = {};
    const alias = {};
    let lateShareRegistration;
    let landing;
    if (kind === 'host') {
      for (const library of LIBRARIES) {
        Object.assign(
          provided,
          writeShareModules({
            appDir,
            library,
            mode,
            firstNames: firstNames[library],
            stylesheets: library === 'antd' ? antdStylesheets : undefined,
          }),
        );
        if (!isDev) {
          Object.assign(
            alias,
            writeSplitLibrary({
              appDir,
              library,
              mode,
              firstNames: firstNames[library],
              outDir: shareModulesDir(appDir),
            }).alias,
            writeSplitFiles({ appDir, library }),
          );
        }
      }
      // Only the first-load keys go through webpack's share table; the late ones register at start.
      const late = Object.keys(provided).filter((key) => !isFirstLoadKey(key, firstNames));
      lateShareRegistration = writeLateShareRegistration({ appDir, mode, modules: provided, late });
      // The host's own late imports (a contact form's Form) consume those keys like a remote does.
      for (const key of late) provided[key] = false;
      Object.assign(alias, federationRuntimeAsModules());
      const needs = landingNeeds();
      landing = {
        landingContractsFiles: needs.contractsFiles,
        landingShareFiles: new Set(
          needs.antdNames
            .map((name) => provided[exportShareKey('antd', name)])
            .filter((file) => typeof file === 'string'),
        ),
      };
      if (!isDev) Object.assign(alias, writeLazyParts(appDir));
    } else if (isDev) {
      // A remote's standalone dev page has no host: it provides its own copy of each export, at a
      // version below any release (STANDALONE_COPY_VERSION), so that inside the host's page the host's always
      // wins (one antd, one router) and alone it still renders.
      for (const library of LIBRARIES) {
        Object.assign(provided, writeShareModules({ appDir, library, mode, firstNames: [] }));
      }
    }

    /** @type {Record<string, string>} */
    const entry = {};
    const plugins = [];
    if (kind === 'host') {
      entry.main = ['./src/main.tsx', lateShareRegistration];
      plugins.push(htmlPage(appDir, 'Trucks'));
      plugins.push(
        new HostOwnSharesPlugin({
          prefix: { shareKey: CONTRACTS_SHARE_KEY, sourceDir: path.join(CONTRACTS_DIR, 'src') },
          // The first-load exports' keys: their share modules (a late key is `false` here).
          modules: Object.fromEntries(
            Object.entries(provided).filter((entry) => typeof entry[1] === 'string'),
          ),
        }),
      );
      if (!isDev) plugins.push(...firstLoadDeepImports());
      if (!isDev)
        plugins.push(
          new FirstLoadPreloadPlugin({
            page: 'index.html',
            startupModules: HOST_STARTUP_MODULES,
            sharedChunks: Object.keys(HOST_SHARED_CHUNKS),
            publicPath: '/',
            startAfterFirstFrame: true,
          }),
          // The entry and the first-load chunks: the files every page's start runs.
          new CompileHintsPlugin({
            files: (compilation) => [
              ...(compilation.entrypoints.get('main')?.getFiles() ?? []),
              ...firstLoadFiles(compilation, {
                startupModules: HOST_STARTUP_MODULES,
                sharedChunks: Object.keys(HOST_SHARED_CHUNKS),
              }),
            ],
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
    } else if (isDev) {
      // Standalone page for a remote's own dev loop; production remotes ship only their container.
      entry.main = './src/main.tsx';
      plugins.push(htmlPage(appDir, federationName));
    }
    // A remote's entry and its exposed modules' own chunks: what the host runs when it loads one.
    if (kind === 'remote' && !isDev) plugins.push(new CompileHintsPlugin({ files: remoteStartFiles }));

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
                  // sharedExports: the names of antd and react-router this remote imports, each from
                  // its export's key (library-surface.cjs); the host and the release gate check that
                  // the host provides them (shared-contracts' remote-compatibility).
                  stats.metaData.trucks = {
                    appVersion,
                    contractsVersion: builtAgainst,
                    sharedExports: Object.fromEntries(
                      Object.entries(appSharedExports(appDir, WORKSPACE_ROOT))
                        .filter(([library]) => installedVersion(appDir, library))
                        .map(([library, names]) => [
                          library,
                          { version: installedVersion(appDir, library), names },
                        ]),
                    ),
                  };
                  return stats;
                },
              },
            }
          : { remotes: {}, manifest: false }),
        shared: sharedFor(appDir, { kind, mode, provided }),
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
          // Every app runs in a browser: the federation SDK's Node loader (a script loader over `vm`,
          // about 1 KB compressed in main.js) is left out (ENV_TARGET, @module-federation/sdk). A
          // production remote imports no other remote through webpack (`remotes: {}`; it embeds one
          // through the host's loader, remote-loader.ts): its entry leaves out the bundler runtime's
          // remotes handling. Its standalone dev page keeps it, for its own runtime core.
          optimization: {
            target: 'web',
            ...(kind === 'remote' && !isDev ? { disableRemote: true } : {}),
          },
        },
      }),
    );
    // What the host provides, for its guard against a remote that needs more (remote-compatibility in
    // shared-contracts), and host-shares.json beside index.html for the release gate.
    const { DefinePlugin } = require('webpack');
    const hostShares = kind === 'host' ? hostSharesOf(appDir, mode) : undefined;
    plugins.push(
      new DefinePlugin({
        'process.env.TRUCKS_HOST_SHARES': JSON.stringify(hostShares ? JSON.stringify(hostShares) : ''),
      }),
    );
    if (hostShares) plugins.push(new HostSharesFilePlugin(hostShares));
    // The portal's theme turns antd's runtime styles off when the build ships them (theme.ts).
    plugins.push(
      new DefinePlugin({
        'process.env.TRUCKS_ANTD_STATIC_STYLES': JSON.stringify(antdStaticStyles ? '1' : ''),
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
            require.resolve('./split-module.cjs'),
            require.resolve('./library-surface-loader.cjs'),
            require.resolve('./antd-styles.cjs'),
            require.resolve('./antd-zero-runtime-loader.cjs'),
            require.resolve('./antd-static-css-vars-loader.cjs'),
            require.resolve('./first-load-preload.cjs'),
            require.resolve('./host-own-shares.cjs'),
            require.resolve('./lazy-parts.cjs'),
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
        // The host's react-router: its one-piece file as two halves (writeSplitLibrary).
        alias,
      },
      module: {
        rules: [
          swcRule(mode, kind),
          // With antd's styles shipped as stylesheets (zeroRuntime), its style functions never run.
          ...(antdStaticStyles
            ? [{ test: ANTD_ES_MODULE, use: [require.resolve('./antd-zero-runtime-loader.cjs')] }]
            : []),
          // ...and its components' CSS variables, for the portal's theme, are in them too.
          ...(antdStaticCssVarKey
            ? [
                {
                  test: CSSINJS_UTILS_STYLE_UTILS,
                  use: [
                    {
                      loader: require.resolve('./antd-static-css-vars-loader.cjs'),
                      options: { staticKey: antdStaticCssVarKey },
                    },
                  ],
                },
              ]
            : []),
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
        ...(isDev ? {} : { splitChunks: splitChunksFor(kind, landing) }),
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
  swcLoader,
  minimizer,
  exposesFor,
  sharedFor,
  kebabCase,
  DEV_PORTS,
  SHARED_SINGLETONS,
  HOST_SHARED_CHUNKS,
  CONTRACTS_SHARE_KEY,
  WORKSPACE_ROOT,
  landingNeeds,
};

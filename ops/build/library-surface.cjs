// The surface of the suite for each library shared as a singleton that webpack cannot tree-shake in the
// share scope (antd, react-router): the exports that the apps' source imports, and the module each app
// shares under the library's key in their place. The library stays one singleton (one ConfigProvider
// context and theme for antd, one router context for react-router), but the shared chunk carries only
// what some app uses instead of the whole package (all of antd was 1.4 MB, 351 KB compressed; all of
// react-router 7 is about 55 KB compressed, of which the suite calls about 14 KB).
// Source keeps `import { Button } from 'antd'` and `import { Link } from 'react-router'`.
//
// Every build (the host's and each remote's) reads the same union from the workspace's sources, so a
// host built from the same commit as a remote provides everything that remote imports. A remote
// released later with a new import also records what it imports (mf-manifest.json, metaData.trucks,
// one list per library: `manifestKey` below), and the host refuses it (incompatible, the area's
// fallback) when its shared library lacks one of those exports: then release the host first.
//
// antd is shared as two parts of the host's one module graph (one cssinjs cache, one ConfigProvider
// context, one theme): key `antd/first` carries what the first paint of the signed-in /dashboard renders
// (FIRST_PAINT_ROOTS), key `antd/late` every other export of the union (pickers, Form, Table, Upload...),
// fetched only when a module importing one of them loads. Source keeps `import { DatePicker } from
// 'antd'`; a loader (library-surface-loader.cjs) rewrites each import from 'antd' to the part's key.
// Key `antd` stays the whole union, a module re-exporting both parts: what a remote released before the
// split imports everything from, so ops can still roll one remote back past the split. Only such a
// remote loads it (both parts, heavier, still the one antd).
const fs = require('node:fs');
const path = require('node:path');

/** Folders whose sources are read for the surface: every app and the UI package bundled into each. */
const SURFACE_SOURCE_DIRS = Object.freeze([
  'host-shell/src',
  'mf-loadboard/src',
  'mf-shipments/src',
  'mf-financials/src',
  'mf-cases-notes/src',
  'mf-shipper-orders/src',
  'shared-ui/src',
]);

/**
 * The modules whose static imports are the first paint of the signed-in /dashboard: the host past its
 * federation boundary (main.tsx only negotiates the shared modules, then imports bootstrap, which
 * evaluates the heaviest libraries a task each and then imports start-shell: both are roots, as their
 * `import()`s are the first paint itself) and the dashboard's first tab widget, which start-shell
 * preloads. Walked without crossing an `import()`: a lazy page, dialog or preview loads later, and so
 * may the late surface it needs.
 */
const FIRST_PAINT_ROOTS = Object.freeze([
  'host-shell/src/bootstrap.tsx',
  'host-shell/src/app/start-shell.tsx',
  'mf-shipments/src/app/exposes/dashboard-shipments-tab.tsx',
]);

/**
 * The libraries shared as a surface, with what differs between them:
 * - `entry`: the package's ES module that the generated module re-exports from, for a build mode;
 * - `alwaysProvided`: exports provided whatever the sources say;
 * - `keptForReleasedRemotes`: exports no source imports now, provided for remotes built before;
 * - `manifestKey`: where a remote's manifest records its imports of the library (metaData.trucks);
 * - `parts`: share keys of their own for what the first paint imports and for the rest (`late`), each
 *   with its manifest record; the library's own key then carries the union of the parts.
 */
const SURFACE_LIBRARIES = Object.freeze({
  // The version (diagnostics), the theme and the providers the host renders around every remote.
  antd: {
    entry: () => path.join('es', 'index.js'),
    alwaysProvided: Object.freeze(['App', 'ConfigProvider', 'theme', 'version']),
    // Names no source imports any more but remotes already released still do: kept in the late part
    // (and so in key `antd`, the union), at no cost to a first paint, so that ops can roll such a
    // remote back. Menu and Pagination left with shared-ui's own view list and pager (remotes take
    // them from `antd/late`); Result left with shared-ui's StatusView: a remote released before the
    // two parts takes it from key `antd` and keeps working, one released since takes it from
    // `antd/first`, which lacks it, and the guard refuses it until it is released again (ops/README.md,
    // release order). Drop a name once no remote version the registry can roll back to imports it.
    keptForReleasedRemotes: Object.freeze(['Menu', 'Pagination', 'Result']),
    manifestKey: 'antdImports',
    // Measured: 192 of the union's 290 KB compressed are the first paint's (host-shell/README.md).
    parts: Object.freeze({
      first: Object.freeze({ shareKey: 'antd/first', manifestKey: 'antdFirstImports' }),
      late: Object.freeze({ shareKey: 'antd/late', manifestKey: 'antdLateImports' }),
    }),
  },
  // react-router ships a development and a production build; its `exports` name only the development
  // one, so the mode picks the file. The host's BrowserRouter and Routes are in its own sources.
  'react-router': {
    entry: (mode) => path.join('dist', mode, 'index.mjs'),
    alwaysProvided: Object.freeze([]),
    keptForReleasedRemotes: Object.freeze([]),
    manifestKey: 'reactRouterImports',
  },
});
const LIBRARIES = Object.freeze(Object.keys(SURFACE_LIBRARIES));

/**
 * Test files, test doubles and test support never reach a bundle: `*.test.*`, anything under a `test/`
 * folder, and test support named for it (shared-ui's `testing.tsx` with its MemoryRouter, `test-*.ts`,
 * `*-test-kit.tsx`; ESLint keeps `@trucks/shared-ui/testing` out of the apps' bundled code).
 */
function isBundledSource(file) {
  return (
    /\.(tsx?|jsx?|mjs)$/.test(file) &&
    !/\.test\.[jt]sx?$/.test(file) &&
    !/[\\/]test[\\/]/.test(file) &&
    !/(^|[\\/])(testing|test-[^\\/]*|[^\\/]*-test-kit)\.[jt]sx?$/.test(file)
  );
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    return isBundledSource(file) ? [file] : [];
  });
}

/** A module's AST (swc): TypeScript for sources, plain ECMAScript for what swc-loader already emitted. */
function parseModule(code, filename, syntax = 'typescript') {
  const { parseSync } = require('@swc/core');
  return parseSync(code, { syntax, tsx: /\.[jt]sx$/.test(filename), target: 'es2022' });
}

const nameOf = (node) => node.value; // Identifier or StringLiteral

/** `{ antd: [], 'react-router': [] }`: one empty list per library. */
function perLibrary(value) {
  return Object.fromEntries(LIBRARIES.map((library) => [library, value(library)]));
}

/**
 * The value exports one source file imports (or re-exports) from each library, read with swc's parser:
 * type imports do not count; a namespace or default import or `export *` needs all of the library and
 * is reported as '*'.
 * @returns {Record<string, string[]>}
 */
function libraryImportsOf(code, filename = 'module.tsx') {
  const names = perLibrary(() => new Set());
  if (LIBRARIES.some((library) => code.includes(library))) {
    for (const item of parseModule(code, filename).body) {
      const used = item.source && names[item.source.value];
      if (!used) continue;
      if (item.type === 'ImportDeclaration') {
        if (item.typeOnly) continue;
        for (const specifier of item.specifiers) {
          if (specifier.type === 'ImportSpecifier') {
            if (specifier.isTypeOnly) continue;
            used.add(specifier.imported ? nameOf(specifier.imported) : specifier.local.value);
          } else {
            // `import antd from 'antd'` or `import * as antd from 'antd'`: no way to know which parts.
            used.add('*');
          }
        }
      } else if (item.type === 'ExportNamedDeclaration') {
        if (item.typeOnly) continue;
        for (const specifier of item.specifiers) {
          if (specifier.type !== 'ExportSpecifier' || specifier.isTypeOnly) used.add('*');
          else used.add(nameOf(specifier.orig));
        }
      } else if (item.type === 'ExportAllDeclaration') {
        used.add('*');
      }
    }
  }
  return perLibrary((library) => [...names[library]]);
}

/** Every value export the given files import from each library, sorted; ['*'] when one needs all of it. */
function libraryImportsOfFiles(files) {
  const names = perLibrary(() => new Set());
  for (const file of files) {
    const imports = libraryImportsOf(fs.readFileSync(file, 'utf8'), file);
    for (const library of LIBRARIES) for (const name of imports[library]) names[library].add(name);
  }
  return perLibrary((library) => (names[library].has('*') ? ['*'] : [...names[library]].sort()));
}

/**
 * What one app imports under each share key (its own src, plus shared-ui, bundled into it), keyed by
 * the share's manifestKey: the record of metaData.trucks in its mf-manifest.json. An antd name is
 * recorded under the part it is taken from (antdFirstImports, antdLateImports): what the host must carry
 * under each key. antdImports lists them all, as before the split: a host released before it reads only
 * that record, against its whole antd. (A remote built before the split has antdImports alone, which is
 * also what it consumes from key `antd`.)
 */
function appManifestImports(appDir, workspaceRoot, shares = suiteShares(workspaceRoot)) {
  const imports = libraryImportsOfFiles([
    ...sourceFiles(path.join(appDir, 'src')),
    ...sourceFiles(path.join(workspaceRoot, 'shared-ui', 'src')),
  ]);
  const partKeys = partKeysOf(shares);
  return Object.fromEntries(
    shares.map(({ library, shareKey, manifestKey }) => [
      manifestKey,
      imports[library].filter(
        (name) => shareKey === library || partKeys.get(library)?.get(name) === shareKey,
      ),
    ]),
  );
}

/** The shares of a library's parts: those under a key other than the library's own. */
function partSharesOf(shares) {
  return shares.filter(({ library, shareKey }) => shareKey !== library);
}

/** library -> (name -> the share key of its part), for the libraries shared in parts. */
function partKeysOf(shares) {
  const parts = new Map();
  for (const { library, shareKey, surface } of partSharesOf(shares)) {
    if (!parts.has(library)) parts.set(library, new Map());
    for (const name of surface) parts.get(library).set(name, shareKey);
  }
  return parts;
}

/**
 * The suite's surface of each library: the union over every app plus alwaysProvided and the names kept
 * for released remotes; ['*'] means all.
 */
function suiteSurfaces(workspaceRoot) {
  const used = libraryImportsOfFiles(
    SURFACE_SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(workspaceRoot, dir))),
  );
  return perLibrary((library) =>
    used[library].includes('*')
      ? ['*']
      : [
          ...new Set([
            ...used[library],
            ...SURFACE_LIBRARIES[library].alwaysProvided,
            ...SURFACE_LIBRARIES[library].keptForReleasedRemotes,
          ]),
        ].sort(),
  );
}

/**
 * A bundled source file for a request of one of the apps' sources: a relative path, or a workspace
 * package's subpath (`@trucks/shared-ui/page-frame`) through its package.json `exports`. Undefined for
 * any other package (node_modules never import the apps' surfaces).
 */
function resolveSourceRequest(workspaceRoot, fromFile, request) {
  if (request.startsWith('.')) return existingSourceFile(path.resolve(path.dirname(fromFile), request));
  const workspacePackage = /^@trucks\/([^/]+)\/(.+)$/.exec(request);
  const packageJson = workspacePackage && path.join(workspaceRoot, workspacePackage[1], 'package.json');
  if (!packageJson || !fs.existsSync(packageJson)) return undefined;
  const subpath = `./${workspacePackage[2]}`;
  for (const [pattern, target] of Object.entries(JSON.parse(fs.readFileSync(packageJson, 'utf8')).exports)) {
    const [prefix, suffix = ''] = pattern.split('*');
    const matches = pattern.includes('*')
      ? subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= pattern.length - 1
      : subpath === pattern;
    if (matches && typeof target === 'string') {
      const stem = pattern.includes('*') ? subpath.slice(prefix.length, subpath.length - suffix.length) : '';
      return existingSourceFile(path.join(path.dirname(packageJson), target.replace('*', stem)));
    }
  }
  return undefined;
}

function existingSourceFile(base) {
  return ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * The bundled sources the roots load by static imports and re-exports, not crossing an `import()` (a
 * lazy boundary). `import type` loads nothing; stylesheets and other assets are not sources.
 */
function staticallyImportedSources(workspaceRoot, roots) {
  const seen = new Set();
  const pending = roots.map((root) => path.join(workspaceRoot, root));
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const item of parseModule(fs.readFileSync(file, 'utf8'), file).body) {
      if (!item.source || item.typeOnly) continue;
      if (!['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(item.type))
        continue;
      const request = item.source.value;
      const target = resolveSourceRequest(workspaceRoot, file, request);
      if (request.startsWith('.') && !target) throw new Error(`${file}: cannot resolve ${request}`);
      if (target && isBundledSource(target)) pending.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * What each build shares of the surface libraries: each library under its own key and, for one with
 * `parts` (antd), its first part (what FIRST_PAINT_ROOTS import, and alwaysProvided) and its late part
 * (the rest) under keys of their own, listed before the library's key, which carries their union and
 * names them as its `parts`. `surface` ['*'] is the whole library, and then it has no parts.
 * @typedef {{ library: string, shareKey: string, manifestKey: string, surface: string[] }} Share
 * @returns {(Share & { parts?: Share[] })[]}
 */
function suiteShares(workspaceRoot) {
  const surfaces = suiteSurfaces(workspaceRoot);
  const firstPaint = libraryImportsOfFiles(staticallyImportedSources(workspaceRoot, FIRST_PAINT_ROOTS));
  return LIBRARIES.flatMap((library) => {
    const { manifestKey, parts, alwaysProvided } = SURFACE_LIBRARIES[library];
    const surface = surfaces[library];
    if (!parts || surface.includes('*')) return [{ library, shareKey: library, manifestKey, surface }];
    const firstNames = new Set([...firstPaint[library], ...alwaysProvided]);
    const [first, late] = [
      { library, ...parts.first, surface: surface.filter((name) => firstNames.has(name)) },
      { library, ...parts.late, surface: surface.filter((name) => !firstNames.has(name)) },
    ];
    return [first, late, { library, shareKey: library, manifestKey, surface, parts: [first, late] }];
  });
}

/**
 * Rewrites a module's imports and re-exports of a library shared in parts to the share key of each
 * name's part (the part shares of suiteShares): `import { Button, DatePicker as Picker } from "antd";`
 * becomes `import { Button } from "antd/first"; import { DatePicker as Picker } from "antd/late";`. It
 * runs on what swc-loader emitted (types are gone, so every name left is a value). Line breaks are kept,
 * so a source map still points at the right lines. A default or namespace import is left whole: it made
 * the surface all of the library, and then the library has no parts.
 */
function rewritePartImports(code, partShares) {
  if (!partShares.some(({ library }) => code.includes(library))) return code;
  const partKeys = partKeysOf(partShares);
  const bytes = Buffer.from(code);
  const edits = [];
  for (const item of parseModule(code, 'module.js', 'ecmascript').body) {
    const keyOfName = item.source && partKeys.get(item.source.value);
    if (!keyOfName || item.typeOnly) continue;
    if (item.type !== 'ImportDeclaration' && item.type !== 'ExportNamedDeclaration') continue;
    if (item.specifiers.some((specifier) => !['ImportSpecifier', 'ExportSpecifier'].includes(specifier.type)))
      continue;
    const byKey = new Map([[item.source.value, []]]);
    for (const specifier of item.specifiers) {
      const [name, alias] =
        specifier.type === 'ImportSpecifier'
          ? [nameOf(specifier.imported ?? specifier.local), specifier.local.value]
          : [
              nameOf(specifier.orig),
              specifier.exported ? nameOf(specifier.exported) : nameOf(specifier.orig),
            ];
      const key = keyOfName.get(name) ?? item.source.value;
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key).push(name === alias ? name : `${name} as ${alias}`);
    }
    if (byKey.size === 1) continue;
    // swc's spans count bytes from 1.
    const [start, end] = [item.span.start - 1, item.span.end - 1];
    const original = bytes.subarray(start, end).toString();
    const keyword = item.type === 'ImportDeclaration' ? 'import' : 'export';
    if (!original.startsWith(keyword)) throw new Error(`cannot place the ${keyword} of ${item.source.value}`);
    const statements = [...byKey]
      .filter(([, specifiers]) => specifiers.length > 0)
      .map(([key, specifiers]) => `${keyword} { ${specifiers.join(', ')} } from ${JSON.stringify(key)};`);
    edits.push({ start, end, text: statements.join(' ') + '\n'.repeat(original.split('\n').length - 1) });
  }
  if (edits.length === 0) return code;
  const parts = [];
  let at = 0;
  for (const { start, end, text } of edits) {
    parts.push(bytes.subarray(at, start), Buffer.from(text));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts).toString();
}

/**
 * Writes the module an app shares under a share key of a library (the library's own, or a part's): the
 * surface re-exported from the library's ES entry by its absolute path (a bare 'antd' here would be
 * consumed from the shared scope: itself). Both libraries mark their modules free of side effects, so
 * webpack keeps only the code behind these exports; the first and late modules of antd import the same
 * internals, which the host's one build holds once. A library shared in `parts` gets under its own key
 * a module re-exporting the parts' modules, so the union is the parts' very modules, not a copy.
 * `stylesheet`: a stylesheet the module imports, so it loads with the module's chunk (antd's component
 * styles of the part, made at build time for the host: antd-styles.cjs).
 * Returns the file, or undefined when the surface is all of the library (then it is shared as it is).
 * @param {{ appDir: string, library: string, shareKey?: string, surface: string[], parts?: { shareKey: string, surface: string[] }[], mode: 'development' | 'production', stylesheet?: string }} options
 */
function writeSurfaceModule({ appDir, library, shareKey = library, surface, parts, mode, stylesheet }) {
  if (surface.includes('*')) return undefined;
  const packageDir = fs.realpathSync(path.join(appDir, 'node_modules', library));
  const entry = path.join(packageDir, SURFACE_LIBRARIES[library].entry(mode));
  const available = exportNamesOf(entry);
  const unknown = surface.filter((name) => !available.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `${library} ${readVersion(packageDir)} has no export ${unknown.join(', ')} (imported by the suite's sources)`,
    );
  }
  // One file per mode: a dev server and a production build of the same app do not rewrite each other's.
  const outDir = path.join(appDir, 'node_modules', '.cache', 'trucks-surfaces');
  fs.mkdirSync(outDir, { recursive: true });
  const fileOf = (key) => path.join(outDir, `${key.replace('/', '-')}.${mode}.mjs`);
  const file = fileOf(shareKey);
  const reExports = parts
    ? parts.map(
        (part) => `export { ${part.surface.join(', ')} } from ${JSON.stringify(fileOf(part.shareKey))};\n`,
      )
    : [`export { ${surface.join(', ')} } from ${JSON.stringify(entry)};\n`];
  const code =
    `// Generated by ops/build/library-surface.cjs: the ${library} exports the suite imports under ${shareKey}.\n` +
    (stylesheet ? `import ${JSON.stringify(stylesheet)};\n` : '') +
    reExports.join('');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
  return file;
}

function readVersion(packageDir) {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}

/**
 * The names an ES module exports: `export { default as Button } from './button'` (antd), a closing
 * `export { Link, ... }` (react-router), `export const` / `export function`.
 */
function exportNamesOf(entry) {
  const { parseSync } = require('@swc/core');
  const program = parseSync(fs.readFileSync(entry, 'utf8'), { syntax: 'ecmascript', target: 'es2022' });
  const names = new Set();
  for (const item of program.body) {
    if (item.type === 'ExportNamedDeclaration') {
      for (const specifier of item.specifiers) {
        const exported = specifier.exported ?? specifier.orig ?? specifier.name;
        if (exported) names.add(exported.value);
      }
    } else if (item.type === 'ExportDeclaration') {
      const { declaration } = item;
      if (declaration.declarations) {
        for (const variable of declaration.declarations) names.add(variable.id.value);
      } else if (declaration.identifier) {
        names.add(declaration.identifier.value);
      }
    }
  }
  return names;
}

module.exports = {
  SURFACE_LIBRARIES,
  SURFACE_SOURCE_DIRS,
  FIRST_PAINT_ROOTS,
  libraryImportsOf,
  appManifestImports,
  suiteSurfaces,
  suiteShares,
  staticallyImportedSources,
  partSharesOf,
  rewritePartImports,
  writeSurfaceModule,
};

// How the suite shares the libraries webpack cannot tree-shake in the share scope (antd, react-router):
// one share key per export, `<library>/export/<name>` (`antd/export/Button`, `react-router/export/Link`),
// every export of the catalog's version provided by the host. A remote takes each name it imports from
// its own key, so any export of the library is there for a remote released alone, whatever the host's
// sources imported when it was built (ops/README.md, "Sharing antd and react-router").
//
// The library stays one singleton: each key's module re-exports the name from the library's one module
// graph in the host's build (one antd ConfigProvider context, theme and styles cache; one router
// context). Where each name's code lives is the host's own business: what the first paint imports goes
// in the first-load chunks, every other name loads with its key, the first time a module asks for it.
// react-router ships its client in one file, so the host's build splits that file at its statements
// (split-module.cjs): what the suite imports in the first-load chunk, the rest behind the late keys.
//
// Source keeps `import { Button } from 'antd'` and `import { Link } from 'react-router'`: a loader
// (library-surface-loader.cjs) rewrites each import to the names' keys, in every app.
const fs = require('node:fs');
const path = require('node:path');
const { splitModule } = require('./split-module.cjs');

/** Folders whose sources are read for what the suite imports: every app and the UI package bundled into each. */
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
 * evaluates the heaviest libraries a task each and then imports start-shell) and the dashboard's first
 * tab widget, which start-shell preloads. Walked without crossing an `import()`. The antd names they
 * import go in the host's first-load `antd` chunk; every other antd name loads with its key.
 */
const FIRST_PAINT_ROOTS = Object.freeze([
  'host-shell/src/bootstrap.tsx',
  'host-shell/src/app/start-shell.tsx',
  // Chunks of their own (host-pages.tsx, full-layout-chunk.ts), on the first paint of /dashboard all
  // the same: the dashboard's frame, and the full variant's (the top bar, the navigation's place).
  'host-shell/src/app/dashboard-frame.tsx',
  'host-shell/src/app/full-layout.tsx',
  'mf-shipments/src/app/exposes/dashboard-shipments-tab.tsx',
]);

/**
 * The libraries shared by export, with what differs between them:
 * - `entry`: the package's ES module whose exports are shared, for a build mode;
 * - `alwaysFirst`: names in the first-load chunk whatever the sources say (antd: the providers the
 *   host renders around every remote);
 * - `firstLoad`: which names the host's first-load chunk carries: what the first paint imports
 *   (`first-paint`), or what any source of the suite imports (`suite`: react-router, whose names the
 *   shell, every route and every link use);
 * - `splitFile`: the file of the package holding its code in one piece, which the host's build splits
 *   (split-module.cjs) so that the names outside the first load leave its first-load chunk;
 * - `splitFiles`: modules of the package the host's build splits so that the first load carries only
 *   the `core` exports' half (written beside the file, so its imports resolve as the original's);
 * - `legacyKeys`: keys of the sharing before this one (one module per part of the suite's imports),
 *   still provided, whole, for remotes released before it, so ops can roll one back.
 */
const SHARED_BY_EXPORT = Object.freeze({
  antd: {
    entry: () => path.join('es', 'index.js'),
    alwaysFirst: Object.freeze(['App', 'ConfigProvider', 'theme', 'version']),
    firstLoad: 'first-paint',
    legacyKeys: Object.freeze(['antd', 'antd/first', 'antd/late']),
    // Modules whose one export the first load needs while another drags in a late component: with
    // every export of antd in the build, webpack keeps a module whole wherever it is needed, so Button's
    // style (isBright) brought ColorPicker's presets with Collapse, and Menu (SiderContext) brought
    // Layout's Sider: 9 KB compressed in the first load. Split (split-module.cjs), each half loads where
    // it is used. bench:load's /dashboard row shows the figure.
    splitFiles: Object.freeze([
      { file: 'es/color-picker/components/ColorPresets.js', core: Object.freeze(['isBright']) },
      { file: 'es/layout/Sider.js', core: Object.freeze(['SiderContext']) },
    ]),
  },
  'react-router': {
    entry: (mode) => path.join('dist', mode, 'index.mjs'),
    alwaysFirst: Object.freeze([]),
    firstLoad: 'suite',
    splitFile: /^chunk-[A-Z0-9]+\.mjs$/,
    legacyKeys: Object.freeze(['react-router']),
  },
});
const LIBRARIES = Object.freeze(Object.keys(SHARED_BY_EXPORT));

/** The share key of one export: `antd/export/Button`. */
function exportShareKey(library, name) {
  return `${library}/export/${name}`;
}

/** `{ library, name }` of an export's share key, or undefined for any other key. */
function parseExportShareKey(key) {
  const match = /^(.+)\/export\/([^/]+)$/.exec(key);
  return match && LIBRARIES.includes(match[1]) ? { library: match[1], name: match[2] } : undefined;
}

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
 * What one app imports of each library (its own src, plus shared-ui, bundled into it): the record of
 * metaData.trucks.sharedExports in its mf-manifest.json, which the host and the release gate check
 * against what the host provides.
 */
function appSharedExports(appDir, workspaceRoot) {
  return libraryImportsOfFiles([
    ...sourceFiles(path.join(appDir, 'src')),
    ...sourceFiles(path.join(workspaceRoot, 'shared-ui', 'src')),
  ]);
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
 * The names of each library the host's first-load chunks carry: for antd what the first paint imports
 * (FIRST_PAINT_ROOTS) and `alwaysFirst`; for react-router what any source of the suite imports. A
 * decision of the host's build alone: a remote takes every name from its own key wherever it lives.
 */
function firstLoadNames(workspaceRoot) {
  const firstPaint = libraryImportsOfFiles(staticallyImportedSources(workspaceRoot, FIRST_PAINT_ROOTS));
  const suite = libraryImportsOfFiles(
    SURFACE_SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(workspaceRoot, dir))),
  );
  return perLibrary((library) => {
    const { firstLoad, alwaysFirst } = SHARED_BY_EXPORT[library];
    const names = firstLoad === 'suite' ? suite[library] : firstPaint[library];
    if (names.includes('*')) throw new Error(`import ${library} by name (ESLint says so), not whole`);
    return [...new Set([...names, ...alwaysFirst])].sort();
  });
}

/**
 * Rewrites a module's imports and re-exports of the shared libraries to one statement per name, each
 * from the name's share key: `import { Button, DatePicker as Picker } from "antd";` becomes
 * `import { Button } from "antd/export/Button"; import { DatePicker as Picker } from
 * "antd/export/DatePicker";`. It runs on what swc-loader emitted (types are gone, so every name left is
 * a value). Line breaks are kept, so a source map still points at the right lines. A default or
 * namespace import has no key: the build fails on it (ESLint forbids it in the apps).
 */
function rewriteLibraryImports(code, filename = 'module.js') {
  if (!LIBRARIES.some((library) => code.includes(library))) return code;
  const bytes = Buffer.from(code);
  const edits = [];
  const program = parseModule(code, 'module.js', 'ecmascript');
  // `import('antd')` has no share key either: webpack would bundle a second antd into a remote.
  const dynamic = dynamicImportOf(program);
  if (dynamic)
    throw new Error(`${filename}: import('${dynamic}') has no share key: import ${dynamic} by name`);
  for (const item of program.body) {
    const library = item.source && LIBRARIES.find((name) => name === item.source.value);
    if (!library || item.typeOnly) continue;
    if (item.type !== 'ImportDeclaration' && item.type !== 'ExportNamedDeclaration') {
      throw new Error(`${filename}: export * from '${library}' has no share key: name each export`);
    }
    const statements = item.specifiers.map((specifier) => {
      if (!['ImportSpecifier', 'ExportSpecifier'].includes(specifier.type)) {
        throw new Error(
          `${filename}: import ${library} by name; a default or namespace import has no share key`,
        );
      }
      const [name, alias] =
        specifier.type === 'ImportSpecifier'
          ? [nameOf(specifier.imported ?? specifier.local), specifier.local.value]
          : [
              nameOf(specifier.orig),
              specifier.exported ? nameOf(specifier.exported) : nameOf(specifier.orig),
            ];
      const keyword = item.type === 'ImportDeclaration' ? 'import' : 'export';
      return `${keyword} { ${name === alias ? name : `${name} as ${alias}`} } from ${JSON.stringify(exportShareKey(library, name))};`;
    });
    // swc's spans count bytes from 1.
    const [start, end] = [item.span.start - 1, item.span.end - 1];
    const original = bytes.subarray(start, end).toString();
    // `import 'antd'` for its side effects: nothing to import by name.
    const text = statements.length > 0 ? statements.join(' ') : '';
    edits.push({ start, end, text: text + '\n'.repeat(original.split('\n').length - 1) });
  }
  if (edits.length === 0) return code;
  const kept = [];
  let at = 0;
  for (const { start, end, text } of edits) {
    kept.push(bytes.subarray(at, start), Buffer.from(text));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept).toString();
}

/** The first library a module imports with `import('<library>')`, or undefined. */
function dynamicImportOf(node) {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = dynamicImportOf(child);
      if (found) return found;
    }
    return undefined;
  }
  if (node === null || typeof node !== 'object') return undefined;
  if (node.type === 'CallExpression' && node.callee?.type === 'Import') {
    const request = node.arguments?.[0]?.expression;
    if (request?.type === 'StringLiteral' && LIBRARIES.includes(request.value)) return request.value;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'span' || key === 'ctxt') continue;
    const found = dynamicImportOf(child);
    if (found) return found;
  }
  return undefined;
}

function readVersion(packageDir) {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}

/** The package folder of a library as an app resolves it, or undefined when the app lacks it. */
function libraryDir(appDir, library) {
  const link = path.join(appDir, 'node_modules', library);
  return fs.existsSync(link) ? fs.realpathSync(link) : undefined;
}

/** Every value export of the library's entry in the installed (catalog) version, sorted. */
function libraryExports(appDir, library, mode) {
  const dir = libraryDir(appDir, library);
  if (!dir) return [];
  return [...exportNamesOf(path.join(dir, SHARED_BY_EXPORT[library].entry(mode)))].sort();
}

/**
 * The host's build only: the library's one-piece file split in a core (the first-load names, and what
 * they need) and a rest, written beside the share modules, and `resolve.alias` entries pointing the
 * package's own imports of that file at a module re-exporting both halves. Webpack then takes each
 * name from the half defining it (the package is free of side effects), so the rest loads only with a
 * key that needs it. Returns { alias, coreFile } (alias empty when the library has no such file).
 */
function writeSplitLibrary({ appDir, library, mode, firstNames, outDir }) {
  const { splitFile } = SHARED_BY_EXPORT[library];
  const dir = libraryDir(appDir, library);
  if (!splitFile || !dir) return { alias: {} };
  const entry = path.join(dir, SHARED_BY_EXPORT[library].entry(mode));
  const entryDir = path.dirname(entry);
  // The entry re-exports each name from the file that defines it: find the names the first load needs
  // in the one-piece file (the entry may rename them: `import { X } from './chunk'; export { X }`).
  const entryAst = parseModule(fs.readFileSync(entry, 'utf8'), entry, 'ecmascript');
  const files = fs.readdirSync(entryDir).filter((file) => splitFile.test(file));
  const importsFrom = new Map(files.map((file) => [file, new Map()])); // file -> local -> imported
  for (const item of entryAst.body) {
    const file = item.type === 'ImportDeclaration' && path.basename(item.source.value);
    if (!importsFrom.has(file)) continue;
    for (const specifier of item.specifiers) {
      importsFrom.get(file).set(specifier.local.value, nameOf(specifier.imported ?? specifier.local));
    }
  }
  const exportedAs = new Map(); // exported name -> local name in the entry
  for (const item of entryAst.body) {
    if (item.type !== 'ExportNamedDeclaration' || item.source) continue;
    for (const specifier of item.specifiers) {
      exportedAs.set(nameOf(specifier.exported ?? specifier.orig), nameOf(specifier.orig));
    }
  }
  const alias = {};
  const splitDir = path.join(outDir, `${library}-split`);
  fs.mkdirSync(splitDir, { recursive: true });
  const version = readVersion(dir);
  for (const file of files) {
    const locals = importsFrom.get(file);
    const coreExports = firstNames
      .map((name) => locals.get(exportedAs.get(name)))
      .filter((name) => name !== undefined);
    if (coreExports.length === 0) continue;
    const stem = `${version}-${mode}-${file.replace(/\.mjs$/, '')}`;
    const [coreFile, restFile, facadeFile] = ['core', 'rest', 'facade'].map((half) =>
      path.join(splitDir, `${stem}.${half}.mjs`),
    );
    const code = importsResolvableFrom(fs.readFileSync(path.join(entryDir, file), 'utf8'), entryDir, appDir);
    writeHalves(code, coreExports, { coreFile, restFile, facadeFile });
    alias[path.join(entryDir, file)] = facadeFile;
  }
  return { alias };
}

/**
 * The halves of a split file live in the host's cache, not beside the file: its imports must resolve
 * from there. A relative import (`./chunk-X.mjs`, another file of the package) becomes the file's
 * absolute path (where resolve.alias still applies); a package the app does not resolve itself (cookie,
 * a dependency of react-router only) becomes the absolute path of the file the package resolves to. A
 * package the app resolves (react) stays a bare request, so its shared singleton still applies.
 */
function importsResolvableFrom(code, fromDir, appDir) {
  const bytes = Buffer.from(code);
  const edits = [];
  for (const item of parseModule(code, 'chunk.mjs', 'ecmascript').body) {
    if (!item.source || !/^(Import|ExportNamed|ExportAll)Declaration$/.test(item.type)) continue;
    const request = item.source.value;
    const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    let target;
    if (request.startsWith('.')) target = path.resolve(fromDir, request);
    else if (!fs.existsSync(path.join(appDir, 'node_modules', name))) {
      target = require.resolve(request, { paths: [fromDir] });
    }
    if (target) edits.push([item.source.span.start - 1, item.source.span.end - 1, JSON.stringify(target)]);
  }
  const kept = [];
  let at = 0;
  for (const [start, end, text] of edits) {
    kept.push(bytes.subarray(at, start), Buffer.from(text));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept).toString();
}

/**
 * Splits a module (split-module.cjs) into `coreFile` and `restFile`, beside a `facadeFile` re-exporting
 * both halves (what `resolve.alias` points the original at). Files are rewritten only when they change.
 */
function writeHalves(code, coreExports, { coreFile, restFile, facadeFile }) {
  const split = splitModule(code, { coreExports, coreRequest: `./${path.basename(coreFile)}` });
  const facade =
    `export { ${split.coreExports.join(', ')} } from ${JSON.stringify(`./${path.basename(coreFile)}`)};\n` +
    `export { ${split.restExports.join(', ')} } from ${JSON.stringify(`./${path.basename(restFile)}`)};\n`;
  for (const [target, text] of [
    [coreFile, split.core],
    [restFile, split.rest],
    [facadeFile, facade],
  ]) {
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) fs.writeFileSync(target, text);
  }
}

/**
 * The host's build only: each of the library's `splitFiles` split in two beside itself (its imports
 * resolve as the original's), and `resolve.alias` entries pointing the file at a module re-exporting
 * both halves. Returns the alias entries.
 */
function writeSplitFiles({ appDir, library }) {
  const dir = libraryDir(appDir, library);
  const alias = {};
  for (const { file, core } of (dir && SHARED_BY_EXPORT[library].splitFiles) || []) {
    const original = path.join(dir, file);
    const base = path.basename(original, '.js');
    const [coreFile, restFile, facadeFile] = ['core', 'rest', 'split'].map((half) =>
      path.join(path.dirname(original), `${base}.trucks-${half}.js`),
    );
    writeHalves(fs.readFileSync(original, 'utf8'), core, { coreFile, restFile, facadeFile });
    alias[original] = facadeFile;
  }
  return alias;
}

/**
 * Writes the module the host provides under each key of the shared libraries: one per export
 * (`<outDir>/<library>/first/<name>.mjs` for a first-load name, `.../late/<name>.mjs` for the rest),
 * re-exporting the name from the library's ES entry by absolute path (a bare 'antd' here would be
 * consumed from the share scope), and one per legacy key re-exporting all of the library.
 * `stylesheets`: { first, late }, antd's component styles made at build time (antd-styles.cjs), imported
 * by each module of that kind, so a chunk loads its styles with its code.
 * Returns share key -> file.
 * @param {{ appDir: string, library: string, mode: 'development' | 'production', firstNames: string[], stylesheets?: { first?: string, late?: string } }} options
 */
function writeShareModules({ appDir, library, mode, firstNames, stylesheets = {} }) {
  const dir = libraryDir(appDir, library);
  if (!dir) return {};
  const entry = path.join(dir, SHARED_BY_EXPORT[library].entry(mode));
  const exports = libraryExports(appDir, library, mode);
  const unknown = firstNames.filter((name) => !exports.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${library} ${readVersion(dir)} has no export ${unknown.join(', ')} (imported by the suite's sources)`,
    );
  }
  const outDir = path.join(shareModulesDir(appDir), library);
  const { sources, reExports } = directSourcesOf(entry);
  const modules = {};
  const write = (file, code) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
    return file;
  };
  const header = (key) =>
    `// Generated by ops/build/library-surface.cjs: what the host provides under ${key}.\n`;
  for (const name of exports) {
    const kind = firstNames.includes(name) ? 'first' : 'late';
    const key = exportShareKey(library, name);
    modules[key] = write(
      path.join(outDir, mode, kind, `${fileNameOf(name)}.mjs`),
      header(key) +
        (stylesheets[kind] ? `import ${JSON.stringify(stylesheets[kind])};\n` : '') +
        `export { ${reExports.get(name) ?? name} } from ${JSON.stringify(sources.get(name) ?? entry)};\n`,
    );
  }
  for (const key of SHARED_BY_EXPORT[library].legacyKeys) {
    modules[key] = write(
      path.join(outDir, mode, 'legacy', `${key.replace('/', '-')}.mjs`),
      header(key) +
        [stylesheets.first, stylesheets.late]
          .filter(Boolean)
          .map((sheet) => `import ${JSON.stringify(sheet)};\n`)
          .join('') +
        `export { ${exports.join(', ')} } from ${JSON.stringify(entry)};\n`,
    );
  }
  return modules;
}

/**
 * Where the entry takes each name it re-exports (`export { default as Button } from './button'`): the
 * share module imports it from there, not through the entry. Through the barrel, webpack kept the
 * barrel in the first-load chunk with what it re-exports (antd's Collapse, 9 KB compressed).
 * Returns name -> absolute source, and name -> the specifier to write (`default as Button`).
 */
function directSourcesOf(entry) {
  const sources = new Map();
  const reExports = new Map();
  for (const item of parseModule(fs.readFileSync(entry, 'utf8'), entry, 'ecmascript').body) {
    if (item.type !== 'ExportNamedDeclaration' || !item.source || item.typeOnly) continue;
    for (const specifier of item.specifiers) {
      if (specifier.type !== 'ExportSpecifier') continue;
      const exported = nameOf(specifier.exported ?? specifier.orig);
      const orig = nameOf(specifier.orig);
      // Fully specified: a share module is .mjs, strict ESM.
      const base = path.resolve(path.dirname(entry), item.source.value);
      const file = [base, `${base}.js`, path.join(base, 'index.js')].find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (file) sources.set(exported, file);
      reExports.set(exported, orig === exported ? orig : `${orig} as ${exported}`);
    }
  }
  return { sources, reExports };
}

/** A file name for an export that differs from every other's on any file system: `UNSAFE_withX` -> `-u-n-s-a-f-e_with-x`. */
function fileNameOf(name) {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The host's late keys, registered with the federation runtime when the host starts instead of through
 * webpack's share table: that table names every key with the chunks behind it in main.js (about 7 KB
 * compressed for 200 keys). Writes two modules: one for the host's entry, with each library's version
 * and late names (a few hundred bytes), which registers a getter per key, and one loaded by the first
 * getter called, with an `import()` per key. Returns the entry module's file.
 * @param {{ appDir: string, mode: 'development' | 'production', modules: Record<string, string>, late: string[] }} options
 *   modules: share key -> module (writeShareModules); late: the keys to register this way
 */
function writeLateShareRegistration({ appDir, mode, modules, late }) {
  const outDir = shareModulesDir(appDir);
  const loadersFile = path.join(outDir, `late-share-loaders.${mode}.mjs`);
  const registrationFile = path.join(outDir, `late-share-registration.${mode}.mjs`);
  const versions = {};
  for (const key of late) {
    const library = LIBRARIES.find((name) => key === name || key.startsWith(`${name}/`));
    versions[key] = readVersion(libraryDir(appDir, library));
  }
  // { '6.6.8': { antd: ['Affix', ...], '': ['antd', 'antd/first'] } }: export names without their
  // library's prefix, legacy keys whole under ''.
  const byVersion = {};
  for (const key of late) {
    const parsed = parseExportShareKey(key);
    const [prefix, name] = parsed ? [parsed.library, parsed.name] : ['', key];
    byVersion[versions[key]] ??= {};
    (byVersion[versions[key]][prefix] ??= []).push(name);
  }
  const loaders =
    '// Generated by ops/build/library-surface.cjs: the modules behind the late share keys.\n' +
    'export const LATE_SHARE_LOADERS = {\n' +
    late.map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(modules[key])}),\n`).join('') +
    '};\n';
  const registration =
    "// Generated by ops/build/library-surface.cjs: registers the host's late share keys (a getter each).\n" +
    "import { registerShared } from '@module-federation/enhanced/runtime';\n" +
    `const KEYS_BY_VERSION = ${JSON.stringify(byVersion)};\n` +
    'const shared = {};\n' +
    'for (const [version, libraries] of Object.entries(KEYS_BY_VERSION)) {\n' +
    '  const keys = Object.entries(libraries).flatMap(([library, names]) =>\n' +
    '    names.map((name) => (library ? `${library}/export/${name}` : name)),\n' +
    '  );\n' +
    '  for (const key of keys) {\n' +
    '    shared[key] = {\n' +
    '      version,\n' +
    "      scope: 'default',\n" +
    '      shareConfig: { singleton: true, requiredVersion: `^${version}` },\n' +
    `      get: () => import(${JSON.stringify(loadersFile)}).then(({ LATE_SHARE_LOADERS }) => LATE_SHARE_LOADERS[key]()).then((module) => () => module),\n` +
    '    };\n' +
    '  }\n' +
    '}\n' +
    'registerShared(shared);\n';
  for (const [file, code] of [
    [loadersFile, loaders],
    [registrationFile, registration],
  ]) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
  }
  return registrationFile;
}

/** Where the host's generated share modules live (its own cache; a package.json marks them pure). */
function shareModulesDir(appDir) {
  const dir = path.join(appDir, 'node_modules', '.cache', 'trucks-shares');
  fs.mkdirSync(dir, { recursive: true });
  const marker = path.join(dir, 'package.json');
  const pure = '{ "name": "trucks-shares", "private": true, "sideEffects": ["*.css"] }\n';
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== pure) fs.writeFileSync(marker, pure);
  return dir;
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
  SHARED_BY_EXPORT,
  SURFACE_SOURCE_DIRS,
  FIRST_PAINT_ROOTS,
  LIBRARIES,
  exportShareKey,
  parseExportShareKey,
  libraryImportsOf,
  libraryImportsOfFiles,
  appSharedExports,
  firstLoadNames,
  libraryExports,
  staticallyImportedSources,
  rewriteLibraryImports,
  writeShareModules,
  writeLateShareRegistration,
  writeSplitLibrary,
  writeSplitFiles,
  shareModulesDir,
};

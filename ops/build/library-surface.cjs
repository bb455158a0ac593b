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
 * The libraries shared as a surface, with what differs between them:
 * - `entry`: the package's ES module that the generated module re-exports from, for a build mode;
 * - `alwaysProvided`: exports provided whatever the sources say;
 * - `manifestKey`: where a remote's manifest records its imports of the library (metaData.trucks).
 */
const SURFACE_LIBRARIES = Object.freeze({
  // The version (diagnostics), the theme and the providers the host renders around every remote.
  antd: {
    entry: () => path.join('es', 'index.js'),
    alwaysProvided: Object.freeze(['App', 'ConfigProvider', 'theme', 'version']),
    manifestKey: 'antdImports',
  },
  // react-router ships a development and a production build; its `exports` name only the development
  // one, so the mode picks the file. The host's BrowserRouter and Routes are in its own sources.
  'react-router': {
    entry: (mode) => path.join('dist', mode, 'index.mjs'),
    alwaysProvided: Object.freeze([]),
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
    const { parseSync } = require('@swc/core');
    const program = parseSync(code, {
      syntax: 'typescript',
      tsx: /\.[jt]sx$/.test(filename),
      target: 'es2022',
    });
    const nameOf = (node) => node.value; // Identifier or StringLiteral
    for (const item of program.body) {
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
 * What one app imports from each library (its own src, plus shared-ui, bundled into it), keyed by
 * the library's manifestKey: the record of metaData.trucks in its mf-manifest.json.
 */
function appManifestImports(appDir, workspaceRoot) {
  const imports = libraryImportsOfFiles([
    ...sourceFiles(path.join(appDir, 'src')),
    ...sourceFiles(path.join(workspaceRoot, 'shared-ui', 'src')),
  ]);
  return Object.fromEntries(
    LIBRARIES.map((library) => [SURFACE_LIBRARIES[library].manifestKey, imports[library]]),
  );
}

/** The suite's surface of each library: the union over every app plus alwaysProvided; ['*'] means all. */
function suiteSurfaces(workspaceRoot) {
  const used = libraryImportsOfFiles(
    SURFACE_SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(workspaceRoot, dir))),
  );
  return perLibrary((library) =>
    used[library].includes('*')
      ? ['*']
      : [...new Set([...used[library], ...SURFACE_LIBRARIES[library].alwaysProvided])].sort(),
  );
}

/**
 * Writes the module an app shares under a library's key: the surface re-exported from the library's ES
 * entry by its absolute path (a bare 'antd' here would be consumed from the shared scope: itself). Both
 * libraries mark their modules free of side effects, so webpack keeps only the code behind these
 * exports. Returns the file, or undefined when the surface is all of the library (then it is shared as
 * it is).
 * @param {{ appDir: string, library: string, surface: string[], mode: 'development' | 'production' }} options
 */
function writeSurfaceModule({ appDir, library, surface, mode }) {
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
  const file = path.join(outDir, `${library}.${mode}.mjs`);
  const code =
    `// Generated by ops/build/library-surface.cjs: the ${library} exports the suite imports (its shared ${library}).\n` +
    `export { ${surface.join(', ')} } from ${JSON.stringify(entry)};\n`;
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
  libraryImportsOf,
  appManifestImports,
  suiteSurfaces,
  writeSurfaceModule,
};

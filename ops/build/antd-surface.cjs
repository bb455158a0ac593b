// The antd surface of the suite: the antd exports that the apps' source imports, and the module each
// app shares as `antd` in their place. antd stays one singleton (one ConfigProvider context, one theme,
// one App for messages), but the shared chunk carries only the components some app uses instead of all
// of antd (the whole package was 1.4 MB, 351 KB compressed, of which the dashboard used a fraction).
// Source keeps `import { Button } from 'antd'`; nothing changes for the apps.
//
// Every build (the host's and each remote's) reads the same union from the workspace's sources, so a
// host built from the same commit as a remote provides everything that remote imports. A remote
// released later with a new component also records what it imports (mf-manifest.json,
// metaData.trucks.antdImports), and the host refuses it (incompatible, the area's fallback) when its
// shared antd lacks one of those exports: then release the host first.
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
 * Always provided, whatever the sources say: the version (diagnostics), the theme and the providers
 * the host renders around every remote.
 */
const ALWAYS_PROVIDED = Object.freeze(['App', 'ConfigProvider', 'theme', 'version']);

/** Test files and test doubles never reach a bundle. */
function isBundledSource(file) {
  return /\.(tsx?|jsx?|mjs)$/.test(file) && !/\.test\.[jt]sx?$/.test(file) && !/[\\/]test[\\/]/.test(file);
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    return isBundledSource(file) ? [file] : [];
  });
}

/**
 * The value exports one source file imports (or re-exports) from 'antd', read with swc's parser: type
 * imports do not count; a namespace import or `export *` needs all of antd and is reported as '*'.
 * @returns {string[]}
 */
function antdImportsOf(code, filename = 'module.tsx') {
  if (!code.includes('antd')) return [];
  const { parseSync } = require('@swc/core');
  const program = parseSync(code, {
    syntax: 'typescript',
    tsx: /\.[jt]sx$/.test(filename),
    target: 'es2022',
  });
  const names = new Set();
  const nameOf = (node) => (node.type === 'Identifier' ? node.value : node.value /* StringLiteral */);
  for (const item of program.body) {
    const fromAntd = item.source && item.source.value === 'antd';
    if (!fromAntd) continue;
    if (item.type === 'ImportDeclaration') {
      if (item.typeOnly) continue;
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
          if (specifier.isTypeOnly) continue;
          names.add(specifier.imported ? nameOf(specifier.imported) : specifier.local.value);
        } else {
          // `import antd from 'antd'` or `import * as antd from 'antd'`: no way to know which parts.
          names.add('*');
        }
      }
    } else if (item.type === 'ExportNamedDeclaration') {
      if (item.typeOnly) continue;
      for (const specifier of item.specifiers) {
        if (specifier.type !== 'ExportSpecifier' || specifier.isTypeOnly) names.add('*');
        else names.add(nameOf(specifier.orig));
      }
    } else if (item.type === 'ExportAllDeclaration') {
      names.add('*');
    }
  }
  return [...names];
}

/** Every antd value export the given files import, sorted; '*' when one of them needs all of antd. */
function antdImportsOfFiles(files) {
  const names = new Set();
  for (const file of files) {
    for (const name of antdImportsOf(fs.readFileSync(file, 'utf8'), file)) names.add(name);
  }
  return names.has('*') ? ['*'] : [...names].sort();
}

/** What one app imports from antd (its own src, plus shared-ui, bundled into it). */
function appAntdImports(appDir, workspaceRoot) {
  return antdImportsOfFiles([
    ...sourceFiles(path.join(appDir, 'src')),
    ...sourceFiles(path.join(workspaceRoot, 'shared-ui', 'src')),
  ]);
}

/** The suite's surface: the union over every app, plus ALWAYS_PROVIDED; ['*'] means all of antd. */
function suiteAntdSurface(workspaceRoot) {
  const used = antdImportsOfFiles(
    SURFACE_SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(workspaceRoot, dir))),
  );
  if (used.includes('*')) return ['*'];
  return [...new Set([...used, ...ALWAYS_PROVIDED])].sort();
}

/**
 * Writes the module an app shares as `antd`: the surface re-exported from antd's ES entry by its
 * absolute path (a bare 'antd' here would be consumed from the shared scope: itself). antd marks its
 * modules free of side effects, so webpack keeps only the components behind these exports.
 * Returns the file, or undefined when the surface is all of antd (then antd is shared as it is).
 */
function writeAntdSurfaceModule({ appDir, surface }) {
  if (surface.includes('*')) return undefined;
  const antdDir = fs.realpathSync(path.join(appDir, 'node_modules', 'antd'));
  const entry = path.join(antdDir, 'es', 'index.js');
  const available = antdExportNames(entry);
  const unknown = surface.filter((name) => !available.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `antd ${readVersion(antdDir)} has no export ${unknown.join(', ')} (imported by the suite's sources)`,
    );
  }
  const outDir = path.join(appDir, 'node_modules', '.cache', 'trucks-antd');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'antd-surface.mjs');
  const code =
    '// Generated by ops/build/antd-surface.cjs: the antd exports the suite imports (its shared antd).\n' +
    `export { ${surface.join(', ')} } from ${JSON.stringify(entry)};\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
  return file;
}

function readVersion(antdDir) {
  return JSON.parse(fs.readFileSync(path.join(antdDir, 'package.json'), 'utf8')).version;
}

/** The names antd's ES entry exports (`export { default as Button } from './button'` and the like). */
function antdExportNames(entry) {
  const { parseSync } = require('@swc/core');
  const program = parseSync(fs.readFileSync(entry, 'utf8'), { syntax: 'ecmascript', target: 'es2022' });
  const names = new Set();
  for (const item of program.body) {
    if (item.type === 'ExportNamedDeclaration') {
      for (const specifier of item.specifiers) {
        const exported = specifier.exported ?? specifier.orig ?? specifier.name;
        if (exported) names.add(exported.value);
      }
    } else if (item.type === 'ExportDeclaration' && item.declaration.declarations) {
      for (const declaration of item.declaration.declarations) names.add(declaration.id.value);
    }
  }
  return names;
}

module.exports = {
  ALWAYS_PROVIDED,
  SURFACE_SOURCE_DIRS,
  antdImportsOf,
  appAntdImports,
  suiteAntdSurface,
  writeAntdSurfaceModule,
  antdExportNames,
};

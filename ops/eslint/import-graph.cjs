// The import graph of the browser sources as a reviewer draws it: every `import`, `import type`,
// `export ... from` and `import()` is an edge, type-only ones included. `import-x/no-cycle` (in the lint)
// skips type-only imports because they are erased at run time; a circle of types still ties two files
// together (a list page and its filters form each needing the other to compile), so this graph counts them.
//
//   node ops/eslint/import-graph.cjs [folder...]   prints every circle, exits 1 when there is one
//
// Modules are resolved the way TypeScript resolves them (bundler resolution, package.json `exports`,
// workspace symlinks to their real path), so a circle across packages is found too; node_modules are
// not followed.
const { readFileSync, readdirSync, statSync } = require('node:fs');
const { join, relative, resolve } = require('node:path');
const ts = require('typescript');

const ROOT = resolve(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /(\.test\.|\.test-d\.|\.d\.ts$)/;

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
  resolvePackageJsonExports: true,
};

function sourceFiles(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !SKIPPED.test(name)) out.push(path);
  }
  return out;
}

/** The files `file` imports (type-only and dynamic imports included), resolved, outside node_modules. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [];
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, COMPILER_OPTIONS, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = resolve(resolved.resolvedFileName);
    if (target.includes(`${'/'}node_modules${'/'}`) || target.endsWith('.d.ts')) continue;
    targets.push(target);
  }
  return targets;
}

/** Strongly connected components of more than one file (or a file importing itself): the circles. */
function circlesOf(graph) {
  let index = 0;
  const indexOf = new Map();
  const lowOf = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    lowOf.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node), lowOf.get(next)));
      } else if (onStack.has(next)) {
        lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(next)));
      }
    }
    if (lowOf.get(node) !== indexOf.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return circles;
}

/** The circles among the sources under `folders` (each circle a sorted list of paths relative to the repo). */
function importCircles(folders) {
  const graph = new Map();
  const pending = folders.flatMap((folder) => sourceFiles(resolve(ROOT, folder)));
  // Files outside the folders that a folder's file imports are followed too (a circle through shared-ui).
  while (pending.length > 0) {
    const file = pending.pop();
    if (graph.has(file)) continue;
    const targets = importsOf(file);
    graph.set(file, targets);
    for (const target of targets) if (!graph.has(target)) pending.push(target);
  }
  return circlesOf(graph).map((circle) => circle.map((file) => relative(ROOT, file)));
}

const BROWSER_FOLDERS = [
  'host-shell/src',
  'mf-loadboard/src',
  'mf-shipments/src',
  'mf-financials/src',
  'mf-cases-notes/src',
  'mf-shipper-orders/src',
  'shared-ui/src',
  'shared-contracts/src',
];

module.exports = { importCircles, BROWSER_FOLDERS };

if (require.main === module) {
  const folders = process.argv.slice(2);
  const circles = importCircles(folders.length > 0 ? folders : BROWSER_FOLDERS);
  for (const circle of circles) console.log(`circle of ${circle.length}:\n  ${circle.join('\n  ')}`);
  console.log(`${circles.length} import circle(s), type-only imports included`);
  process.exitCode = circles.length > 0 ? 1 : 0;
}

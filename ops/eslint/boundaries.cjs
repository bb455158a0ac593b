// The architecture's import rules as one ESLint rule (docs/architecture.md):
// - an app never imports another app's source (only shared-contracts, shared-ui and federated modules);
// - layers point one way: src/app -> src/features/<f> -> src/api | src/ui | src/lib; a feature never imports
//   another feature's internals.
// The apps are read from the workspace (host-shell and every mf-* folder), so a new remote is covered
// without editing this file. CommonJS so ops' jest can load it as it is.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const workspaceRoot = path.resolve(__dirname, '..', '..');

/** host-shell plus every mf-* folder listed in pnpm-workspace.yaml or present at the root. */
function workspaceApps(root = workspaceRoot) {
  const apps = new Set();
  const manifest = path.join(root, 'pnpm-workspace.yaml');
  if (fs.existsSync(manifest)) {
    const packages = YAML.parse(fs.readFileSync(manifest, 'utf8'))?.packages ?? [];
    for (const entry of packages) {
      const folder = String(entry).replace(/^\.\//, '').replace(/\/$/, '');
      if (folder === 'host-shell' || /^mf-[^/*]+$/.test(folder)) apps.add(folder);
    }
  }
  for (const dirent of fs.readdirSync(root, { withFileTypes: true })) {
    if (dirent.isDirectory() && (dirent.name === 'host-shell' || dirent.name.startsWith('mf-')))
      apps.add(dirent.name);
  }
  return [...apps].sort();
}

/** The package name of each app folder (its package.json, else @trucks/<folder>). */
function appPackageNames(apps, root = workspaceRoot) {
  return apps.map((folder) => {
    try {
      return (
        JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name ??
        `@trucks/${folder}`
      );
    } catch {
      return `@trucks/${folder}`;
    }
  });
}

const APPS = new Set(workspaceApps());
const APP_PACKAGES = new Set(appPackageNames([...APPS]));

/** Layers below the features: a read two features share (api), UI pieces (ui), helpers (lib). */
const SHARED_LAYERS = new Set(['api', 'ui', 'lib']);

function locate(file) {
  const relative = path.relative(workspaceRoot, file).split(path.sep);
  const [pkg, src, layer, feature] = relative;
  if (src !== 'src') return { pkg };
  return { pkg, layer, feature: layer === 'features' ? feature : undefined };
}

/** The app package a bare specifier names, if any: '@trucks/mf-x/src/a' -> '@trucks/mf-x'. */
function appPackageOf(source) {
  const match = /^(@[^/]+\/[^/]+)/.exec(source);
  if (!match) return undefined;
  const name = match[1];
  // Any @trucks/mf-* counts even before its folder exists: it can only be another app.
  return APP_PACKAGES.has(name) || /^@trucks\/(host-shell|mf-[a-z0-9-]+)$/.test(name) ? name : undefined;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect app and feature boundaries' },
    schema: [],
    messages: {
      otherApp:
        "'{{source}}' reaches into {{target}}. Apps share code only through @trucks/shared-contracts, @trucks/shared-ui and federated modules (loadRemoteModule / RemoteRegion).",
      otherFeature:
        "'{{source}}' reaches into feature '{{target}}'. A feature never imports another feature's internals: move the shared piece to src/api, src/ui or src/lib, or compose in src/app.",
      upward:
        "'{{source}}' imports from src/{{target}}; layers point one way: app -> features -> api/ui/lib.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      const appPackage = appPackageOf(source);
      if (appPackage) {
        context.report({ node, messageId: 'otherApp', data: { source, target: appPackage } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(file), source));
      if (target.pkg !== from.pkg && (APPS.has(target.pkg) || APPS.has(from.pkg))) {
        context.report({ node, messageId: 'otherApp', data: { source, target: target.pkg } });
        return;
      }
      if (target.pkg !== from.pkg || !from.layer) return;
      if (from.layer === 'features' && target.layer === 'features' && target.feature !== from.feature) {
        context.report({ node, messageId: 'otherFeature', data: { source, target: target.feature } });
      } else if (SHARED_LAYERS.has(from.layer) && (target.layer === 'features' || target.layer === 'app')) {
        context.report({ node, messageId: 'upward', data: { source, target: target.layer } });
      } else if (from.layer === 'features' && target.layer === 'app') {
        context.report({ node, messageId: 'upward', data: { source, target: target.layer } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

module.exports = { boundaries, workspaceApps, workspaceRoot, APPS };

// The architecture's import rules as one ESLint rule (CONVENTIONS.md):
// - an app never imports another app's source (only shared-contracts, shared-ui and federated modules);
// - layers point one way: src/app -> src/features/<f> -> src/ui | src/lib; a feature never imports
//   another feature's internals.
import path from 'node:path';

const APPS = new Set([
  'host-shell',
  'mf-loadboard',
  'mf-shipments',
  'mf-financials',
  'mf-cases-notes',
  'mf-shipper-orders',
]);
const workspaceRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

function locate(file) {
  const relative = path.relative(workspaceRoot, file).split(path.sep);
  const [pkg, src, layer, feature] = relative;
  if (src !== 'src') return { pkg };
  return { pkg, layer, feature: layer === 'features' ? feature : undefined };
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect app and feature boundaries' },
    schema: [],
    messages: {
      otherApp:
        "'{{source}}' reaches into {{target}}. Apps share code only through @trucks/shared-contracts, @trucks/shared-ui and federated modules (loadRemoteModule / RemoteRegion).",
      otherFeature:
        "'{{source}}' reaches into feature '{{target}}'. A feature never imports another feature's internals: move the shared piece to src/ui or src/lib, or compose in src/app.",
      upward: "'{{source}}' imports from src/{{target}}; layers point one way: app -> features -> ui/lib.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (/^@trucks\/(host-shell|mf-[a-z-]+)(\/|$)/.test(source)) {
        context.report({ node, messageId: 'otherApp', data: { source, target: source } });
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
      } else if (
        (from.layer === 'ui' || from.layer === 'lib') &&
        (target.layer === 'features' || target.layer === 'app')
      ) {
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

// antd's style functions, left out of a build that ships antd's styles as stylesheets (issue 26).
//
// Each antd component builds its CSS in the browser from a style function handed to
// `genStyleHooks(name, styleFn, getDefaultToken, options)` (or `genComponentStyleHook`,
// `genSubStyleComponent`). The host's production build renders those styles once in Node
// (antd-styles.cjs) and the portal's theme sets `zeroRuntime`, under which the hook returns before it
// ever calls `styleFn` (@ant-design/cssinjs-utils, genComponentStyleHook). The functions still shipped:
// about a quarter of antd's first-load chunk. This loader replaces each such `styleFn` argument with
// `() => []`, so the style code is unreferenced and the minifier drops it; `getDefaultToken` (the
// component tokens antd writes as CSS variables at run time) and the options stay as they are.
//
// Applied only where zeroRuntime is on (the host's production build with stylesheets); development
// builds and tests keep antd's runtime styles and their functions.
const { parseSync } = require('@swc/core');

const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const NO_STYLES = '() => []';

/** Every node of an swc AST, depth first. */
function* nodesOf(node) {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof node.type === 'string') yield node;
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'span' && key !== 'ctxt' && child && typeof child === 'object') yield* nodesOf(child);
  }
}

/**
 * `source` with the style function of every style-hook factory call replaced by `() => []`; the
 * same string when it has none. Spans are swc's (1-based byte offsets), so the edit works on bytes.
 * @param {string} source
 * @returns {{ code: string, replaced: number }}
 */
function withoutStyleFunctions(source) {
  if (![...STYLE_HOOK_FACTORIES].some((name) => source.includes(`${name}(`)))
    return { code: source, replaced: 0 };
  const program = parseSync(source, { syntax: 'ecmascript', target: 'es2022' });
  const edits = [];
  for (const node of nodesOf(program.body)) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') continue;
    if (!STYLE_HOOK_FACTORIES.has(node.callee.value)) continue;
    const styleFn = node.arguments[1];
    if (!styleFn || styleFn.spread) continue;
    edits.push([styleFn.expression.span.start - 1, styleFn.expression.span.end - 1]);
  }
  if (edits.length === 0) return { code: source, replaced: 0 };
  const bytes = Buffer.from(source);
  const parts = [];
  let at = 0;
  for (const [start, end] of edits.sort((a, b) => a[0] - b[0])) {
    if (start < at) continue; // nested in an argument already replaced
    parts.push(bytes.subarray(at, start), Buffer.from(NO_STYLES));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return { code: Buffer.concat(parts).toString(), replaced: edits.length };
}

/** @this {import('webpack').LoaderContext<unknown>} */
function antdZeroRuntimeLoader(source) {
  return withoutStyleFunctions(source).code;
}

module.exports = antdZeroRuntimeLoader;
module.exports.withoutStyleFunctions = withoutStyleFunctions;

// Splits one ES module in two at the level of its top-level statements: a core holding what the given
// exports need (and every statement with a side effect), and a rest holding everything else, which
// imports what it uses from the core. Webpack can only place whole modules in chunks, and react-router
// ships its client in one 376 KB file: split, the host's first load carries the names the suite uses
// and every other export of the library loads only when a module asks for one (shared-libraries.cjs).
// Both halves are one instance each, so module state (React contexts, caches) stays single.
const { parseSync } = require('@swc/core');

/** Keys of nodes whose identifier names a property, not a binding: `a.b`, `{ b: 1 }`, `class { b() {} }`. */
const PROPERTY_KEY_OWNERS = new Set([
  'KeyValueProperty',
  'MethodProperty',
  'GetterProperty',
  'SetterProperty',
  'ClassMethod',
  'ClassProperty',
  'PrivateMethod',
  'PrivateProperty',
  'AssignmentPatternProperty',
]);

/** Every identifier name a node refers to (an over-approximation: shadowed names count too). */
function referencedNames(node, names = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) referencedNames(child, names);
    return names;
  }
  if (node === null || typeof node !== 'object') return names;
  if (node.type === 'Identifier') {
    names.add(node.value);
    return names;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'span' || key === 'ctxt') continue;
    if (node.type === 'MemberExpression' && key === 'property' && child?.type === 'Identifier') continue;
    if (PROPERTY_KEY_OWNERS.has(node.type) && key === 'key' && child?.type === 'Identifier') continue;
    referencedNames(child, names);
  }
  return names;
}

/** Names a statement assigns to (`x = 1`, `x++`, `[x] = ...`): such a binding cannot cross a module. */
function assignedNames(node, names = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) assignedNames(child, names);
    return names;
  }
  if (node === null || typeof node !== 'object') return names;
  if (node.type === 'AssignmentExpression') referencedNames(node.left, names);
  if (node.type === 'UpdateExpression') referencedNames(node.argument, names);
  for (const [key, child] of Object.entries(node)) if (key !== 'span') assignedNames(child, names);
  return names;
}

const nameOf = (node) => node.value;

/**
 * The bindings a statement only assigns to, if that is all it does: `x = ...`, `x.y.z = ...`, or such
 * assignments inside an `if` or a block (`if (process.env.NODE_ENV !== 'production') { X.displayName =
 * 'X'; }`). Such a statement belongs with those bindings, not among the side effects every half keeps.
 */
function assignmentTargets(item) {
  if (item.type === 'BlockStatement') {
    const targets = item.stmts.map(assignmentTargets);
    return targets.length > 0 && targets.every(Boolean) ? targets.flat() : undefined;
  }
  if (item.type === 'IfStatement' && !item.alternate) return assignmentTargets(item.consequent);
  if (item.type !== 'ExpressionStatement' || item.expression.type !== 'AssignmentExpression')
    return undefined;
  let target = item.expression.left;
  while (target.type === 'MemberExpression') target = target.object;
  return target.type === 'Identifier' ? [target.value] : undefined;
}

/**
 * @param {string} code an ES module of top-level declarations, imports and one closing `export { ... }`
 *   (what esbuild and rollup emit)
 * @param {{ coreExports: readonly string[], coreRequest: string }} options the exported names the core
 *   must carry, and the request the rest imports the core by
 * @returns {{ core: string, rest: string, coreExports: string[], restExports: string[] }}
 */
function splitModule(code, { coreExports, coreRequest }) {
  const bytes = Buffer.from(code);
  const textOf = (node) => bytes.subarray(node.span.start - 1, node.span.end - 1).toString();
  const program = parseSync(code, { syntax: 'ecmascript', target: 'es2022' });

  const exported = new Map(); // exported name -> local name
  const imports = [];
  const statements = [];
  const declaredBy = new Map(); // local name -> statement
  for (const item of program.body) {
    if (item.type === 'ImportDeclaration') {
      imports.push(item);
      continue;
    }
    if (item.type === 'ExportNamedDeclaration' && !item.source) {
      for (const specifier of item.specifiers) {
        exported.set(nameOf(specifier.exported ?? specifier.orig), nameOf(specifier.orig));
      }
      statements.push({ item, kind: 'exports' });
      continue;
    }
    // `export default X;`: an export of a local name.
    if (item.type === 'ExportDefaultExpression' && item.expression.type === 'Identifier') {
      exported.set('default', item.expression.value);
      statements.push({ item, kind: 'exports' });
      continue;
    }
    // `export const X = ...`, `export function X() {}`, `export default function X() {}`: the
    // declaration, exported; its text is written without the keyword and exported at the end.
    let declaration = item;
    if (item.type === 'ExportDeclaration') declaration = item.declaration;
    else if (item.type === 'ExportDefaultDeclaration' && item.decl.identifier) declaration = item.decl;
    else if (/^Export/.test(item.type)) throw new Error(`splitModule: ${item.type} is not supported`);
    const statement = { item, code: declaration, kind: 'effect', declares: [] };
    if (
      ['FunctionDeclaration', 'ClassDeclaration', 'FunctionExpression', 'ClassExpression'].includes(
        declaration.type,
      )
    ) {
      statement.kind = 'declaration';
      statement.declares = [declaration.identifier.value];
    } else if (declaration.type === 'VariableDeclaration') {
      statement.kind = 'declaration';
      statement.declares = declaration.declarations.flatMap((entry) => [...referencedNames(entry.id)]);
    }
    if (item.type === 'ExportDeclaration') for (const name of statement.declares) exported.set(name, name);
    if (item.type === 'ExportDefaultDeclaration') exported.set('default', statement.declares[0]);
    statement.references = referencedNames(declaration);
    statement.assigns = assignedNames(declaration);
    // `Link.displayName = 'Link'`, `_map = new WeakMap()`: part of the binding it assigns, not a root.
    const assigned = assignmentTargets(item);
    if (assigned) {
      statement.kind = 'attached';
      for (const name of assigned) statement.assigns.add(name);
    }
    for (const name of statement.declares) declaredBy.set(name, statement);
    statements.push(statement);
  }

  // What a statement pulls in with it: the declarations it refers to, and the statements assigning a
  // binding it declares (an imported binding cannot be assigned, so those stay beside it).
  const needs = new Map(statements.map((statement) => [statement, new Set()]));
  for (const statement of statements) {
    if (statement.kind === 'exports') continue;
    for (const name of statement.references) {
      const declaration = declaredBy.get(name);
      if (declaration && declaration !== statement) needs.get(statement).add(declaration);
    }
    for (const name of statement.assigns) {
      const declaration = declaredBy.get(name);
      if (declaration && declaration !== statement) needs.get(declaration).add(statement);
    }
  }

  const core = new Set();
  const pending = statements.filter((statement) => statement.kind === 'effect');
  for (const name of coreExports) {
    const local = exported.get(name);
    if (local === undefined) throw new Error(`splitModule: no export ${name}`);
    const declaration = declaredBy.get(local);
    if (declaration) pending.push(declaration);
  }
  while (pending.length > 0) {
    const statement = pending.pop();
    if (core.has(statement)) continue;
    core.add(statement);
    pending.push(...needs.get(statement));
  }

  const rest = statements.filter(
    (statement) => ['declaration', 'attached'].includes(statement.kind) && !core.has(statement),
  );
  const fromCore = new Set();
  for (const statement of rest) {
    for (const name of statement.references) {
      const declaration = declaredBy.get(name);
      if (declaration && core.has(declaration)) fromCore.add(name);
    }
  }
  const inRest = (local) => {
    const declaration = declaredBy.get(local);
    return declaration !== undefined && !core.has(declaration);
  };
  const specifier = (local, name) => (local === name ? local : `${local} as ${name}`);
  const coreExported = [...exported].filter(([, local]) => !inRest(local));
  const restExported = [...exported].filter(([, local]) => inRest(local));

  // The core imports only the bindings its statements use: an import whose bindings all went to the
  // rest goes with them (antd's ColorPresets: the core's isBright needs Color, not the picker's
  // ColorBlock or Collapse). An import without bindings (`import './style.css'`) is an effect and stays.
  const coreReferences = new Set();
  for (const statement of statements) {
    if (statement.kind === 'effect' || core.has(statement))
      for (const name of statement.references ?? []) coreReferences.add(name);
  }
  // An imported binding the core exports as it is (`import { x } from 'y'; export { x };`).
  for (const [, local] of coreExported) coreReferences.add(local);
  const importCuts = imports.flatMap((item) => {
    if (item.specifiers.length === 0) return [];
    const used = item.specifiers.filter((binding) => coreReferences.has(binding.local.value));
    if (used.length === item.specifiers.length) return [];
    const span = [item.span.start - 1, item.span.end - 1];
    if (used.length === 0) return [[...span, '']];
    const parts = [];
    const named = [];
    for (const binding of used) {
      const local = binding.local.value;
      if (binding.type === 'ImportDefaultSpecifier') parts.push(local);
      else if (binding.type === 'ImportNamespaceSpecifier') parts.push(`* as ${local}`);
      else named.push(binding.imported ? specifier(nameOf(binding.imported), local) : local);
    }
    if (named.length > 0) parts.push(`{ ${named.join(', ')} }`);
    return [[...span, `import ${parts.join(', ')} from ${textOf(item.source)};`]];
  });

  // The core: the file with the rest's statements and the closing export cut out.
  // Each edit: [start, end, replacement]. A kept `export const X` loses its keyword (exported below).
  const cut = statements
    .flatMap((statement) => {
      const span = [statement.item.span.start - 1, statement.item.span.end - 1];
      if (statement.kind === 'exports' || (statement.kind !== 'effect' && !core.has(statement)))
        return [[...span, '']];
      if (statement.code && statement.code !== statement.item) return [[...span, textOf(statement.code)]];
      return [];
    })
    .concat(importCuts)
    .sort(([a], [b]) => a - b);
  const kept = [];
  let at = 0;
  for (const [start, end, replacement] of cut) {
    kept.push(bytes.subarray(at, start), Buffer.from(replacement));
    at = end;
  }
  kept.push(bytes.subarray(at));
  const coreCode =
    Buffer.concat(kept).toString() +
    `\nexport { ${[
      ...coreExported.map(([name, local]) => specifier(local, name)),
      ...[...fromCore].map((local) => specifier(local, `__core_${local}`)),
    ].join(', ')} };\n`;

  const restCode = [
    ...imports.map(textOf),
    fromCore.size > 0
      ? `import { ${[...fromCore].map((local) => specifier(`__core_${local}`, local)).join(', ')} } from ${JSON.stringify(coreRequest)};`
      : '',
    ...rest.map(({ item, code }) => textOf(code ?? item)),
    `export { ${restExported.map(([name, local]) => specifier(local, name)).join(', ')} };`,
    '',
  ].join('\n');

  return {
    core: coreCode,
    rest: restCode,
    coreExports: coreExported.map(([name]) => name).sort(),
    restExports: restExported.map(([name]) => name).sort(),
  };
}

module.exports = { splitModule };

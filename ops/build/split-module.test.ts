// splitModule cuts an ES module in a core (what the given exports need, and every side effect) and a
// rest. Each case is split, written to a temporary folder and run with node, so the halves are proved
// to work together, not only to read well.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Split {
  core: string;
  rest: string;
  coreExports: string[];
  restExports: string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitModule } = require('./split-module.cjs') as {
  splitModule(code: string, options: { coreExports: readonly string[]; coreRequest: string }): Split;
};

const root = path.resolve(__dirname, '..', '..');
const hostDir = path.join(root, 'host-shell');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-module-'));
  // react and react-dom for the halves of react-router (the host's copies).
  fs.symlinkSync(path.join(hostDir, 'node_modules'), path.join(dir, 'node_modules'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the split beside a facade re-exporting both halves (what webpack.cjs aliases the file to). */
function writeSplit(name: string, split: Split): { core: string; rest: string; facade: string } {
  const files = {
    core: path.join(dir, `${name}.core.mjs`),
    rest: path.join(dir, `${name}.rest.mjs`),
    facade: path.join(dir, `${name}.facade.mjs`),
  };
  fs.writeFileSync(files.core, split.core);
  fs.writeFileSync(files.rest, split.rest);
  fs.writeFileSync(
    files.facade,
    `export { ${split.coreExports.join(', ')} } from "./${name}.core.mjs";\n` +
      (split.restExports.length > 0
        ? `export { ${split.restExports.join(', ')} } from "./${name}.rest.mjs";\n`
        : ''),
  );
  return files;
}

/** Runs an ES module body with node (in the temporary folder) and returns what it printed, parsed. */
function run<T>(name: string, body: string): T {
  const file = path.join(dir, `${name}.run.mjs`);
  fs.writeFileSync(file, body);
  return JSON.parse(
    execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' }).trim().split('\n').at(-1) ??
      'null',
  ) as T;
}

const split = (code: string, coreExports: string[], name: string) =>
  splitModule(code, { coreExports, coreRequest: `./${name}.core.mjs` });

describe('splitModule on small modules', () => {
  it('keeps an export and what it refers to in the core, everything else in the rest', () => {
    const code = [
      'const PREFIX = "ant";',
      'function classOf(name) { return `${PREFIX}-${name}`; }',
      'const Button = () => classOf("btn");',
      'const QRCode = () => classOf("qrcode");',
      'export { Button, QRCode };',
    ].join('\n');
    const result = split(code, ['Button'], 'small');
    expect(result.coreExports).toEqual(['Button']);
    expect(result.restExports).toEqual(['QRCode']);
    expect(result.core).toContain('const Button =');
    expect(result.core).not.toContain('QRCode');
    // The rest imports from the core what it uses, under a name the core exports for it.
    expect(result.rest).toContain('import { __core_classOf as classOf } from "./small.core.mjs";');
    expect(result.rest).toContain('const QRCode = () => classOf("qrcode");');
    writeSplit('small', result);
    expect(
      run<string[]>(
        'small',
        'import { Button, QRCode } from "./small.facade.mjs"; console.log(JSON.stringify([Button(), QRCode()]));',
      ),
    ).toEqual(['ant-btn', 'ant-qrcode']);
  });

  it("imports in the core only the bindings the core uses; an import's effect alone stays", () => {
    fs.writeFileSync(
      path.join(dir, 'colors.mjs'),
      'export const hex = (v) => `#${v}`;\nexport const Block = () => "block";\nexport default "panel";\n',
    );
    fs.writeFileSync(path.join(dir, 'effect.mjs'), 'globalThis.effectRan = true;\n');
    const code = [
      'import Panel, { hex, Block as ColorBlock } from "./colors.mjs";',
      'import * as everything from "./colors.mjs";',
      'import "./effect.mjs";',
      'import { hex as again } from "./colors.mjs";',
      'const isBright = (v) => hex(v) === "#fff";',
      'const Presets = () => [Panel, ColorBlock(), everything.default];',
      'export { isBright, Presets, again };',
    ].join('\n');
    const result = split(code, ['isBright', 'again'], 'imports');
    expect(result.core).toContain('import { hex } from "./colors.mjs";');
    expect(result.core).not.toContain('ColorBlock');
    expect(result.core).not.toContain('everything');
    expect(result.core).toContain('import "./effect.mjs";');
    expect(result.core).toContain('import { hex as again } from "./colors.mjs";');
    // The rest keeps every import as written.
    expect(result.rest).toContain('import Panel, { hex, Block as ColorBlock } from "./colors.mjs";');
    writeSplit('imports', result);
    expect(
      run<unknown[]>(
        'imports',
        'import { isBright, Presets, again } from "./imports.facade.mjs"; console.log(JSON.stringify([isBright("fff"), Presets(), again("0"), globalThis.effectRan]));',
      ),
    ).toEqual([true, ['panel', 'block', 'panel'], '#0', true]);
  });

  it('moves `X.displayName =` and `if (dev) X.displayName =` with X, not into the core as side effects', () => {
    const code = [
      'const Link = () => "link";',
      'Link.displayName = "Link";',
      'const Blocker = () => "blocker";',
      'Blocker.displayName = "Blocker";',
      'if (process.env.NODE_ENV !== "production") { Blocker.propTypes = {}; Blocker.meta.deep = 1; }',
      'Blocker.meta = {};',
      'export { Link, Blocker };',
    ].join('\n');
    const result = split(code, ['Link'], 'attached');
    expect(result.core).toContain('Link.displayName = "Link";');
    expect(result.core).not.toContain('Blocker');
    expect(result.rest).toContain('Blocker.displayName = "Blocker";');
    expect(result.rest).toContain('if (process.env.NODE_ENV !== "production")');
    expect(result.rest).toContain('Blocker.meta = {};');
    expect(result.restExports).toEqual(['Blocker']);
  });

  it('writes `export const`, `export function` and `export default` as declarations exported at the end', () => {
    const code = [
      'export const VERSION = "1";',
      'export function useThing() { return VERSION; }',
      'const Rest = () => "rest";',
      'export default Rest;',
      'export class Store { get() { return useThing(); } }',
    ].join('\n');
    const result = split(code, ['useThing'], 'exported');
    expect(result.coreExports).toEqual(['VERSION', 'useThing']);
    expect(result.restExports).toEqual(['Store', 'default']);
    expect(result.core).not.toMatch(/export (const|function)/);
    writeSplit('exported', result);
    expect(
      run<unknown[]>(
        'exported',
        'import Rest, { VERSION, useThing, Store } from "./exported.facade.mjs"; console.log(JSON.stringify([VERSION, useThing(), Rest(), new Store().get()]));',
      ),
    ).toEqual(['1', '1', 'rest', '1']);

    const namedDefault = split(
      'export default function Page() { return "page"; }\nexport const x = 1;',
      ['x'],
      'default-fn',
    );
    expect(namedDefault.restExports).toEqual(['default']);
    expect(namedDefault.rest).toContain('function Page() { return "page"; }');
  });

  it('keeps a binding and every statement assigning it in one half: module state stays single', () => {
    const code = [
      'let count = 0;',
      'const history = [];',
      'function read() { return count; }',
      'function increment() { count += 1; history.push(count); }',
      'function reset() { count = 0; }',
      'function unrelated() { return "unrelated"; }',
      'export { read, increment, reset, unrelated };',
    ].join('\n');
    const result = split(code, ['read'], 'state');
    // An imported binding cannot be assigned: whatever assigns `count` goes where `count` is declared.
    expect(result.coreExports).toEqual(['increment', 'read', 'reset']);
    expect(result.restExports).toEqual(['unrelated']);
    writeSplit('state', result);
    expect(
      run<number[]>(
        'state',
        'import { read, increment, reset } from "./state.facade.mjs"; increment(); increment(); const twice = read(); reset(); console.log(JSON.stringify([twice, read()]));',
      ),
    ).toEqual([2, 0]);
  });

  it('keeps every side effect in the core, with what it refers to, and runs it once', () => {
    const code = [
      'const registry = new Map();',
      'function register(name) { registry.set(name, true); globalThis.effects = (globalThis.effects ?? 0) + 1; }',
      'register("core");',
      'const Late = () => registry.has("core");',
      'export { Late, registry };',
    ].join('\n');
    const result = split(code, [], 'effects');
    expect(result.core).toContain('register("core");');
    expect(result.core).toContain('const registry = new Map();');
    expect(result.rest).not.toContain('register("core")');
    expect(result.restExports).toEqual(['Late']);
    writeSplit('effects', result);
    expect(
      run<unknown[]>(
        'effects',
        'import { Late } from "./effects.rest.mjs"; import { registry } from "./effects.core.mjs"; console.log(JSON.stringify([Late(), registry.size, globalThis.effects]));',
      ),
    ).toEqual([true, 1, 1]);
  });

  it('refuses an export it does not have, and a re-export of another module', () => {
    expect(() => split('const a = 1;\nexport { a };', ['b'], 'missing')).toThrow(/splitModule: no export b/);
    expect(() => split('export * from "./other.mjs";\nconst a = 1;\nexport { a };', ['a'], 'star')).toThrow(
      /ExportAllDeclaration is not supported/,
    );
  });
});

describe("splitModule on react-router's production chunk", () => {
  const routerDir = fs.realpathSync(path.join(hostDir, 'node_modules', 'react-router'));
  const productionDir = path.join(routerDir, 'dist', 'production');
  // The one-piece file the host splits: the largest chunk of the production build.
  const chunk = fs
    .readdirSync(productionDir)
    .filter((file) => /^chunk-[A-Z0-9]+\.mjs$/.test(file))
    .map((file) => path.join(productionDir, file))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  if (!chunk) throw new Error(`no chunk-*.mjs in ${productionDir}`);
  const code = fs.readFileSync(chunk, 'utf8');
  // What the host's first load takes from it (the suite's imports, as firstLoadNames reads them).
  const coreNames = [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ];
  const result = splitModule(code, { coreExports: coreNames, coreRequest: './router.core.mjs' });
  let files: { core: string; rest: string; facade: string };
  beforeAll(() => {
    files = writeSplit('router', result);
    fs.copyFileSync(chunk, path.join(dir, 'router.whole.mjs'));
  });

  it('exports every name of the chunk from core or rest, exactly once', () => {
    const exported = run<string[]>(
      'router-names',
      'import * as whole from "./router.whole.mjs"; console.log(JSON.stringify(Object.keys(whole).sort()));',
    );
    expect(exported.length).toBeGreaterThan(100);
    expect([...result.coreExports, ...result.restExports].sort()).toEqual(exported);
    expect(result.coreExports.filter((name) => result.restExports.includes(name))).toEqual([]);
    expect(result.coreExports).toEqual(expect.arrayContaining(coreNames));
    expect(result.restExports).toEqual(
      expect.arrayContaining(['MemoryRouter', 'createBrowserRouter', 'useBlocker']),
    );
  });

  it('leaves the core much smaller than the whole', () => {
    expect(Buffer.byteLength(result.core)).toBeLessThan(Buffer.byteLength(code) / 2);
    expect(fs.statSync(files.core).size + fs.statSync(files.rest).size).toBeGreaterThan(
      Buffer.byteLength(code) / 2,
    );
  });

  it('still works: a rest router (MemoryRouter) provides the context the core Routes and Link read', () => {
    // One router context across the halves, or Link throws "useHref() may be used only in the context
    // of a <Router> component".
    const html = run<string>(
      'router-render',
      `import React from "react";
import server from "react-dom/server";
import { MemoryRouter, Routes, Route, Link, useBlocker } from "./router.facade.mjs";
import * as core from "./router.core.mjs";
import * as rest from "./router.rest.mjs";
if (!("Link" in core) || "Link" in rest || !("MemoryRouter" in rest) || typeof useBlocker !== "function") throw new Error("halves");
const h = React.createElement;
console.log(JSON.stringify(server.renderToString(
  h(MemoryRouter, { initialEntries: ["/loads/7"] },
    h(Routes, null, h(Route, { path: "/loads/:id", element: h(Link, { to: "/loads" }, "back") }))),
)));`,
    );
    expect(html).toBe('<a href="/loads" data-discover="true">back</a>');
  });
});

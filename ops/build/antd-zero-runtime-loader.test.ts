// The loader that leaves antd's style functions out of a build shipping antd's styles as stylesheets:
// over antd's real modules, each style-hook factory keeps its name, component tokens and options and
// gets `() => []` as its style function; modules without one are untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutStyleFunctions } = require('./antd-zero-runtime-loader.cjs') as {
  withoutStyleFunctions(source: string): { code: string; replaced: number };
};

const hostDir = path.resolve(__dirname, '..', '..', 'host-shell');
// antd as the host resolves it (the catalog's version), by its folder.
const antdDir = fs.realpathSync(path.join(hostDir, 'node_modules', 'antd'));
const read = (file: string) => fs.readFileSync(path.join(antdDir, 'es', file), 'utf8');

it("replaces the Button's style function and keeps its component tokens and options", () => {
  const source = read('button/style/index.js');
  const { code, replaced } = withoutStyleFunctions(source);
  expect(replaced).toBe(1);
  expect(code).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken, \{\s*unitless:/);
  // The style builders are still defined (the minifier drops them, now unreferenced), untouched.
  expect(code).toContain('const genSharedButtonStyle = token => {');
  expect(code.length).toBeLessThan(source.length);
});

it('replaces the style function of sub-style components and of the compact hooks alike', () => {
  const { code, replaced } = withoutStyleFunctions(read('button/style/compact.js'));
  expect(replaced).toBe(1);
  expect(code).toMatch(
    /genSubStyleComponent\(\['Button', 'compact'\], \(\) => \[\], prepareComponentToken\)/,
  );
});

it('leaves a module without a style-hook factory byte for byte', () => {
  const source = read('button/Button.js');
  expect(withoutStyleFunctions(source)).toEqual({ code: source, replaced: 0 });
});

it('edits by bytes, so text before the call in other scripts does not shift it', () => {
  const source = "// Ünïcödé ✓\nexport default genStyleHooks('Tag', (token) => [gen(token)], prepare);\n";
  expect(withoutStyleFunctions(source).code).toBe(
    "// Ünïcödé ✓\nexport default genStyleHooks('Tag', () => [], prepare);\n",
  );
});

it('gives every antd module that calls a factory valid JavaScript, one replacement per call', () => {
  const files = execFileSync('grep', [
    '-rlE',
    'gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\\(',
    path.join(antdDir, 'es'),
  ])
    .toString()
    .trim()
    .split('\n')
    .filter((file) => !file.includes(`${path.sep}theme${path.sep}`));
  expect(files.length).toBeGreaterThan(60);
  for (const file of files) {
    const { code, replaced } = withoutStyleFunctions(fs.readFileSync(file, 'utf8'));
    expect({ file, replaced: replaced > 0 }).toEqual({ file, replaced: true });
    // Still a module that parses.
    expect(() => parseSync(code, { syntax: 'ecmascript', target: 'es2022' })).not.toThrow();
  }
});

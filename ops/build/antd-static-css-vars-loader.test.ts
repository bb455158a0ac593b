// The loader that leaves the portal theme's component CSS variables to antd's stylesheets: over
// @ant-design/cssinjs-utils' real genStyleUtils.js, the one registration call is skipped for the
// portal's class and kept for any other; a source without that call fails the build.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withStaticCssVars } = require('./antd-static-css-vars-loader.cjs') as {
  withStaticCssVars(source: string, staticKey: string): string;
};

const hostDir = path.resolve(__dirname, '..', '..', 'host-shell');
const antdDir = fs.realpathSync(path.join(hostDir, 'node_modules', 'antd'));
// antd's own @ant-design/cssinjs-utils, beside it in pnpm's store.
const utilsDir = fs.realpathSync(path.join(antdDir, '..', '@ant-design', 'cssinjs-utils'));
const source = fs.readFileSync(path.join(utilsDir, 'es', 'util', 'genStyleUtils.js'), 'utf8');

it("skips the registration for the portal's class and keeps it for every other theme", () => {
  const code = withStaticCssVars(source, 'css-var-trucks');
  expect(code).toContain('(cssVar.key === "css-var-trucks" ? trucksStaticCssVars : useCSSVarRegister)({');
  expect(code).toContain('function trucksStaticCssVars() {}');
  // Still a module that parses, with everything else as it was.
  expect(() => parseSync(code, { syntax: 'ecmascript', target: 'es2022' })).not.toThrow();
  expect(
    code.replace(/\(cssVar\.key === "css-var-trucks" \? trucksStaticCssVars : (useCSSVarRegister)\)/, '$1'),
  ).toContain(source.trim());
});

it('fails the build when an upgrade moves the call', () => {
  expect(() => withStaticCssVars('export const nothing = 1;', 'css-var-trucks')).toThrow(
    /expected one `useCSSVarRegister\(\{`/,
  );
});

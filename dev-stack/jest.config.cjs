// The preset (swc, node environment) plus the ESM-only packages the trucks API imports: jose and
// @faker-js/faker ship only ES modules, and jest runs CommonJS, so swc transpiles them too.
const preset = require('@trucks/ops/jest-preset')(__dirname, { env: 'node' });

const ESM_ONLY = ['jose', '@faker-js/faker'];
const asPnpmFolder = (name) => name.replace('/', '\\+');

module.exports = {
  ...preset,
  transformIgnorePatterns: [
    ...preset.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/.pnpm/')
        ? pattern.replace('(?!(', `(?!(${ESM_ONLY.map(asPnpmFolder).join('|')}|`)
        : pattern.replace('(?!.pnpm|(', `(?!.pnpm|(${ESM_ONLY.join('|')}|`),
    ),
  ],
};

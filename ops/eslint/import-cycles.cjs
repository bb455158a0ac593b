// `import-x/no-cycle` over the TypeScript sources, as a flat-config block that eslint.config.mjs and the
// test share (the test lints fixtures with exactly these settings).
// The resolver is import-x's own (unrs-resolver) taught TypeScript: .ts/.tsx extensions, `types`
// conditions, and package.json `exports` with subpath patterns, so `@trucks/shared-contracts/api/client`
// resolves through the workspace symlink to shared-contracts/src/api/client.ts and a cycle across
// packages is found too. External packages are not followed (ignoreExternal): they cannot import us back.
const importX = require('eslint-plugin-import-x');

const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];
const JS_EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs'];

function importCycles({ files }) {
  return {
    files,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': [...TS_EXTENSIONS, ...JS_EXTENSIONS],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Parsed dependencies are kept for the whole run (default 30 s): a lint of the workspace on two
      // busy cores takes longer than that, and re-parsing them cost more than the rule itself.
      'import-x/cache': { lifetime: '∞' },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: [...TS_EXTENSIONS, '.d.ts', ...JS_EXTENSIONS, '.json', '.node'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
          mainFields: ['types', 'module', 'main'],
          extensionAlias: {
            '.js': ['.ts', '.tsx', '.js'],
            '.mjs': ['.mts', '.mjs'],
            '.cjs': ['.cts', '.cjs'],
          },
        }),
      ],
    },
    rules: {
      // Type-only imports are erased and never form a runtime cycle; the rule skips them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

module.exports = { importCycles };

// knip: unused files, exports and dependencies across the workspace (`pnpm knip`, a step of `npm test`).
// Knip's own plugins read the webpack configs (entries of ops/build/webpack.cjs), the jest configs
// (preset, setup files, test files), playwright.config.ts and every package.json script (`tsx <file>`).
// What they cannot see is listed here, each with the reason; nothing here silences a real finding.
import type { KnipConfig } from 'knip';

// The jest preset of @trucks/ops resolves @swc/jest itself (require.resolve in ops/jest/preset.cjs), so
// the path knip reads out of each package's jest config belongs to ops, which declares it.
const jestPresetDependencies = ['@swc/jest'];

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs', '*.{mjs,ts}'],
    },
    'host-shell': {
      project: ['src/**/*.{ts,tsx}'],
      ignoreDependencies: jestPresetDependencies,
    },
    'mf-*': {
      // Federation exposes (ops/build/webpack.cjs maps REMOTE_EXPOSES to these files); the federation
      // runtime imports their default export, webpack's `entry` does not name them.
      entry: ['src/app/exposes/*.tsx'],
      project: ['src/**/*.{ts,tsx}'],
      // ops/build/webpack.cjs shares each singleton an app has installed. A remote declares zustand,
      // which shared-contracts' session store imports, so that store stays the one shared instance
      // even where the remote's own code never imports zustand.
      ignoreDependencies: ['zustand', ...jestPresetDependencies],
    },
    'shared-ui': {
      // Every src file is public through the `./*` export; report exports no other package uses.
      project: ['src/**/*.{ts,tsx}'],
      includeEntryExports: true,
      ignoreDependencies: jestPresetDependencies,
    },
    'shared-contracts': {
      // Type tests are checked by tsc (typecheck), nothing imports them; their exports are the
      // assertions themselves (exported so they are not unused locals), never API.
      entry: ['type-tests/*.ts'],
      project: ['src/**/*.ts', 'type-tests/**/*.ts'],
      // The contracts are the suite's public API (every `./*` subpath): the spec's enums with their
      // labels and chip colours, rules and entity types are written once, complete, and adopted by the
      // remotes page by page, so an export no app imports yet is not dead. Unused files, dependencies
      // and exports of internal (non-entry) modules are still reported.
      ignoreIssues: { 'type-tests/*.ts': ['exports'] },
      ignoreDependencies: jestPresetDependencies,
    },
    'dev-stack': {
      entry: [
        'identity/main.ts',
        // Read by the TypeScript checker in the contract test (response-shapes.ts), never imported.
        'trucks-api/src/contract/catalogue-responses.ts',
      ],
      project: ['**/*.ts'],
      ignoreDependencies: jestPresetDependencies,
    },
    ops: {
      entry: [
        'build/*.{cjs,ts}',
        'eslint/*.cjs',
        'jest/*.cjs',
        // Started as a process by the gateway's stack (root scripts name the other entry points).
        'src/gateway/main.ts',
      ],
      project: ['**/*.{ts,cjs,mjs}'],
      // ops/jest/setup-dom.cjs configures the package under test's own Testing Library (resolved from
      // its folder), when that package has one; ops itself does not use it.
      ignoreDependencies: ['@testing-library/dom'],
    },
    e2e: {
      // Started as child processes by stack/launch-stack.ts and stack/launch-dev-loop.ts (tsx).
      entry: ['stack/serve-stack.ts', 'stack/serve-dev-loop.ts'],
      project: ['**/*.ts'],
    },
  },
};

export default config;

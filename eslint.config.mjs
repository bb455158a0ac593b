// Flat config. The architecture's boundaries are errors, each pointing at the wrapper to use instead.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './ops/eslint/boundaries.cjs';
import { importCycles } from './ops/eslint/import-cycles.cjs';

const BROWSER_CODE = [
  'host-shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
  'shared-ui/src/**/*.{ts,tsx}',
  'shared-contracts/src/**/*.{ts,tsx}',
];

const noMsal = {
  paths: [
    {
      name: '@azure/msal-browser',
      message:
        'Only host-shell talks to MSAL. Read the session with useSession() from @trucks/shared-contracts/session/use-session.',
    },
    {
      name: '@azure/msal-react',
      message:
        'Only host-shell talks to MSAL. Read the session with useSession() from @trucks/shared-contracts/session/use-session.',
    },
  ],
  patterns: [
    { group: ['@azure/msal-browser/*'], message: 'Only host-shell talks to MSAL.' },
    {
      group: ['@trucks/shared-contracts/session/session-writer'],
      message:
        'Only host-shell starts and ends the session; read it with useSession() from @trucks/shared-contracts/session/use-session.',
    },
  ],
};
// React Router 7 exports everything from 'react-router'. The federated react-router-dom share does not
// carry its `export * from 'react-router'` re-exports, so components imported from it are undefined at
// runtime (seen in the e2e suite: React error #130 on the first render).
const noRouterDom = {
  name: 'react-router-dom',
  message:
    "Import from 'react-router' (React Router 7 exports everything there; the shared react-router-dom loses its re-exports at runtime).",
};
// The build shares antd and react-router one key per export (ops/build/library-surface.cjs): each named
// import is taken from its export's key. A default or namespace import has no key (the build fails on
// it); a deep path (antd/es/...) would bypass the shared singleton.
const noAntdDeepPaths = {
  group: ['antd/es/*', 'antd/lib/*'],
  message: "Import from 'antd': deep paths bypass the shared singleton.",
};
const wholeLibraryImport = {
  selector:
    'ImportDeclaration[source.value=/^(antd|react-router)$/] > ImportNamespaceSpecifier, ImportDeclaration[source.value=/^(antd|react-router)$/] > ImportDefaultSpecifier',
  message:
    "Import antd and react-router by name: { Button } from 'antd', { Link } from 'react-router' (each name is shared under its own key).",
};
// shared-ui's test support (a MemoryRouter, test providers) is never bundled: only tests import it.
const noTestSupport = {
  group: ['@trucks/shared-ui/testing'],
  message: 'Test support is for tests (*.test.tsx, test/): it is never bundled into an app.',
};
// shared-contracts writes its schemas with zod/mini: classic zod is not tree-shakable and put the whole
// library into the host's first load (shared-contracts/README.md has the figures).
const contractsZod = {
  paths: [
    {
      name: 'zod',
      message:
        "shared-contracts writes schemas with zod/mini (import { z } from 'zod/mini', plus domain/zod-locale for the English messages): classic zod puts the whole library into the host's first load.",
    },
  ],
  patterns: [
    {
      group: ['zod/*', '!zod/mini'],
      message: "shared-contracts writes schemas with zod/mini: import { z } from 'zod/mini'.",
    },
  ],
};
const noQueryClient = {
  name: '@tanstack/react-query',
  importNames: ['QueryClient'],
  message:
    'The host creates the one QueryClient; use useQueryClient() and the query keys of @trucks/shared-contracts/api.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.releases/**',
      '.stack/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { trucks: { rules: { boundaries } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'trucks/boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // No import cycles in any TypeScript of the workspace: the apps, the shared packages, ops, dev-stack, e2e.
  importCycles({ files: ['**/*.{ts,tsx,mts,cts}'] }),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['ops/jest/setup-dom.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: BROWSER_CODE,
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [...noMsal.paths, noQueryClient, noRouterDom],
          patterns: [...noMsal.patterns, noAntdDeepPaths, noTestSupport],
        },
      ],
      'no-restricted-syntax': ['error', wholeLibraryImport],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'All HTTP goes through the client in @trucks/shared-contracts/api/client (token, claims, 401, errors).',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'fetch',
          message: 'Use the client in @trucks/shared-contracts/api/client.',
        },
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Use the client in @trucks/shared-contracts/api/client.',
        },
      ],
    },
  },
  {
    // No file too big to read, no function too long to follow (issue 28): a page, drawer or dialog per
    // file, and a component that grows past 150 lines splits into named parts. Tests are exempt: a
    // journey or a table of cases reads fine long.
    files: BROWSER_CODE,
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.{ts,tsx}', '**/test/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The host owns the session and the one QueryClient.
    files: ['host-shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noRouterDom], patterns: [noAntdDeepPaths, noTestSupport] },
      ],
    },
  },
  {
    files: ['shared-contracts/src/**/*.ts'],
    ignores: ['shared-contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...noMsal.paths, noQueryClient, noRouterDom, ...contractsZod.paths],
          patterns: [...noMsal.patterns, noAntdDeepPaths, ...contractsZod.patterns],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/api/client.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // Tests may build their own QueryClient to render a component in isolation.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...noMsal.paths, noRouterDom], patterns: [...noMsal.patterns, noAntdDeepPaths] },
      ],
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    // Host tests sign in and out like the host does (session-writer, MSAL doubles).
    files: ['host-shell/src/**/*.test.{ts,tsx}', 'host-shell/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [noRouterDom], patterns: [noAntdDeepPaths] }] },
  },
);

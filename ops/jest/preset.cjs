// One jest configuration for every package: swc for TypeScript/TSX, jsdom for React packages,
// node for servers. Usage in a package: module.exports = require('@trucks/ops/jest-preset')(__dirname, { env: 'jsdom' })
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '..', '..');

/** The folder of a package as the package at `rootDir` sees it, if it uses that package. */
function packageDir(name, rootDir) {
  try {
    return path.dirname(require.resolve(`${name}/package.json`, { paths: [rootDir] }));
  } catch {
    return undefined;
  }
}

module.exports = function preset(rootDir, { env = 'jsdom', setupFiles = [] } = {}) {
  const iconsDir = packageDir('@ant-design/icons', rootDir);
  return {
    rootDir,
    testEnvironment: env === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that jest must transpile
    transformIgnorePatterns: [
      '/node_modules/(?!.pnpm|(@trucks|dayjs|nanoid|@ant-design/colors|content-disposition|cookie)/)',
      '/node_modules/.pnpm/(?!(dayjs|nanoid|@ant-design\\+colors|content-disposition|cookie)@)',
    ],
    moduleNameMapper: {
      '^@trucks/shared-contracts/(.*)$': path.join(workspaceRoot, 'shared-contracts/src/$1'),
      '^@trucks/shared-ui/(.*)$': path.join(workspaceRoot, 'shared-ui/src/$1'),
      '\\.(css|less)$': path.join(__dirname, 'style-stub.cjs'),
      // One icon at a time instead of the whole index (ant-design-icons.cjs; ledger: ./PATCHES.md).
      ...(iconsDir && {
        '^@ant-design/icons$': path.join(__dirname, 'ant-design-icons.cjs'),
        '^trucks-jest-ant-design-icons/(.*)$': path.join(iconsDir, '$1'),
      }),
    },
    setupFilesAfterEnv: [...(env === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []), ...setupFiles],
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
    // A test's limit on a machine twice as slow (also set in the root jest.config.cjs, which a run of
    // every package reads): jest's 5 s failed tests that pass in 2 s on a quiet machine.
    testTimeout: 30_000,
  };
};

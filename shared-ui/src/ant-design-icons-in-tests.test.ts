// The unit tests' '@ant-design/icons' (ops/jest/ant-design-icons.cjs, one icon at a time) gives each
// export of the package's own index, the same object, so a test renders the icons the portal ships.
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const indexPath = path.join(
  path.dirname(require.resolve('@ant-design/icons/package.json')),
  'lib',
  'index.js',
);

test('every export of the icons index is the one the tests read', () => {
  const fromTests = require('@ant-design/icons') as Record<string, unknown>;
  const index = require(indexPath) as Record<string, unknown>;
  const names = Object.keys(index);
  expect(names.length).toBeGreaterThan(800);
  expect(names).toEqual(expect.arrayContaining(['default', 'IconProvider', 'CopyOutlined', 'StarTwoTone']));
  const differing = names.filter((name) => fromTests[name] !== index[name]);
  expect(differing).toEqual([]);
  expect(fromTests.NotAnIcon).toBeUndefined();
});

test('a test file that renders one icon loads that icon, not the whole index', () => {
  jest.isolateModules(() => {
    const { CopyOutlined } = require('@ant-design/icons') as { CopyOutlined: unknown };
    expect(CopyOutlined).toBeDefined();
    const iconsLoaded = Object.keys(require.cache ?? {}).filter((file) => file.includes('/lib/icons/'));
    expect(iconsLoaded.map((file) => path.basename(file))).toEqual(['CopyOutlined.js']);
  });
});

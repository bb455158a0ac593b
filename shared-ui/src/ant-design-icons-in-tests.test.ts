// The unit tests read @ant-design/icons one icon at a time (ops/jest/ant-design-icons.cjs; ledger:
// ops/jest/PATCHES.md). Each export of the package's own index is the same object there, so a test
// renders the icons the portal ships.
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const indexOf = (name: string, ...inside: string[]) =>
  require(path.join(path.dirname(require.resolve(`${name}/package.json`)), ...inside)) as Record<
    string,
    unknown
  >;

/** The names whose value differs between the tests' module and the package's index. */
function differing(fromTests: Record<string, unknown>, index: Record<string, unknown>): string[] {
  return Object.keys(index).filter((name) => fromTests[name] !== index[name]);
}

/** The files of `folder` a fresh module registry has loaded after `read` ran. */
function loadedBy(read: () => void, folder: string): string[] {
  let files: string[] = [];
  jest.isolateModules(() => {
    read();
    files = Object.keys(require.cache ?? {}).filter((file) => file.includes(folder));
  });
  return files;
}

test('every export of the icons index is the one the tests read', () => {
  const index = indexOf('@ant-design/icons', 'lib', 'index.js');
  expect(Object.keys(index).length).toBeGreaterThan(800);
  expect(Object.keys(index)).toEqual(expect.arrayContaining(['default', 'IconProvider', 'StarTwoTone']));
  expect(differing(require('@ant-design/icons') as Record<string, unknown>, index)).toEqual([]);
  expect((require('@ant-design/icons') as Record<string, unknown>).NotAnIcon).toBeUndefined();
});

test('a test file that renders one icon loads that icon, not the whole index', () => {
  const files = loadedBy(() => {
    expect((require('@ant-design/icons') as Record<string, unknown>).CopyOutlined).toBeDefined();
  }, '/lib/icons/');
  expect(files.map((file) => path.basename(file))).toEqual(['CopyOutlined.js']);
});

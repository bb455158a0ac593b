// The unit tests' shims of library behaviour (./PATCHES.md) were checked against one version each: an
// upgrade of that library fails here, naming the entry to check again before the version is written in.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '..', '..');

function installedVersion(name: string, seenFrom: string): string {
  const manifest = require.resolve(`${name}/package.json`, { paths: [seenFrom] });
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const ledger = readFileSync(path.join(__dirname, 'PATCHES.md'), 'utf8');

test.each([
  ['jsdom', path.dirname(require.resolve('jest-environment-jsdom'))],
  ['@ant-design/icons', path.join(workspaceRoot, 'shared-ui')],
])('the ledger names the %s version installed', (name, seenFrom) => {
  expect(ledger).toContain(`${name}@${installedVersion(name, seenFrom)}`);
});

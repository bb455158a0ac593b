import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findVersionProblems } from './check-versions';

let root: string;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'trucks-versions-'));
  write('pnpm-workspace.yaml', 'packages:\n  - app-a\n  - app-b\ncatalog:\n  react: 19.3.1\n  antd: 6.6.8\n');
  write('package.json', JSON.stringify({ name: 'root', devDependencies: {} }));
  write(
    'app-a/package.json',
    JSON.stringify({ name: 'a', dependencies: { react: 'catalog:', antd: 'catalog:', b: 'workspace:^' } }),
  );
  write('app-b/package.json', JSON.stringify({ name: 'b', dependencies: { react: 'catalog:' } }));
  write(
    'pnpm-lock.yaml',
    "lockfileVersion: '9.0'\npackages:\n  react@19.3.1:\n    resolution: {integrity: x}\n  antd@6.6.8:\n    resolution: {integrity: y}\n",
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('passes a workspace where every package takes its versions from the catalog', () => {
  expect(findVersionProblems(root, ['react', 'antd'])).toEqual([]);
});

it('reports a package that writes its own version instead of catalog:', () => {
  write('app-b/package.json', JSON.stringify({ name: 'b', dependencies: { react: '18.3.1' } }));
  expect(findVersionProblems(root, ['react', 'antd'])).toEqual([
    "app-b/package.json dependencies.react is '18.3.1': add it to the catalog in pnpm-workspace.yaml and write 'catalog:'",
  ]);
});

it('reports catalog: for a package the catalog does not name', () => {
  write('app-b/package.json', JSON.stringify({ name: 'b', devDependencies: { zustand: 'catalog:' } }));
  expect(findVersionProblems(root, ['react', 'antd'])).toEqual([
    "app-b/package.json devDependencies.zustand is 'catalog:' but the catalog has no zustand",
  ]);
});

it('reports a shared singleton the lockfile resolves to two versions (one pulled in transitively)', () => {
  write(
    'pnpm-lock.yaml',
    "lockfileVersion: '9.0'\npackages:\n  react@19.3.1:\n    resolution: {integrity: x}\n  react@18.3.1:\n    resolution: {integrity: z}\n  antd@6.6.8(react@19.3.1):\n    resolution: {integrity: y}\n",
  );
  expect(findVersionProblems(root, ['react', 'antd'])).toEqual([
    'pnpm-lock.yaml resolves the shared singleton react to 18.3.1 and 19.3.1: the suite needs one',
  ]);
});

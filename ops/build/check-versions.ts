// `pnpm check:versions` (after sherif): one version of every dependency in the whole workspace.
// sherif compares the version specifiers packages write, but here every package writes `catalog:`, so
// a second version could only come in as a literal specifier or through the lockfile; this checks both:
//   1. every dependency of every workspace package is `catalog:` or `workspace:`, and named in the catalog;
//   2. the lockfile resolves each federation singleton to exactly one version (two copies of react,
//      antd or react-query in the suite break the shell at run time, not at build time).
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

/** Package names of the federation singletons (ops/build/webpack.cjs SHARED_SINGLETONS, subpaths folded). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_SINGLETONS } = require('./webpack.cjs') as { SHARED_SINGLETONS: readonly string[] };
export const SINGLETON_PACKAGES = [
  ...new Set(
    SHARED_SINGLETONS.map((request) =>
      request
        .split('/')
        .slice(0, request.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  ),
];

interface WorkspaceFile {
  packages?: string[];
  catalog?: Record<string, string>;
}
interface PackageJson {
  name?: string;
  [field: string]: unknown;
}

function readYaml<T>(file: string): T {
  return parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The package.json files of the workspace: the root and each folder listed under `packages:`. */
function workspacePackages(
  root: string,
  workspace: WorkspaceFile,
): Array<{ dir: string; json: PackageJson }> {
  const dirs = ['.', ...(workspace.packages ?? [])];
  return dirs
    .map((dir) => path.join(root, dir, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => ({
      dir: path.relative(root, path.dirname(file)) || '.',
      json: JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson,
    }));
}

/** `react@19.3.1(...)` / `'@tanstack/react-query@5.108.0'` -> [name, version]. */
function splitLockKey(key: string): [string, string] | undefined {
  const at = key.indexOf('@', key.startsWith('@') ? 1 : 0);
  if (at < 0) return undefined;
  const version = key.slice(at + 1).replace(/\(.*$/, '');
  return [key.slice(0, at), version];
}

export function findVersionProblems(
  root: string,
  singletons: readonly string[] = SINGLETON_PACKAGES,
): string[] {
  const problems: string[] = [];
  const workspace = readYaml<WorkspaceFile>(path.join(root, 'pnpm-workspace.yaml'));
  const catalog = workspace.catalog ?? {};

  for (const { dir, json } of workspacePackages(root, workspace)) {
    for (const field of DEPENDENCY_FIELDS) {
      const dependencies = (json[field] ?? {}) as Record<string, string>;
      for (const [name, specifier] of Object.entries(dependencies)) {
        if (specifier.startsWith('workspace:')) continue;
        if (specifier !== 'catalog:' && specifier !== 'catalog:default') {
          problems.push(
            `${dir}/package.json ${field}.${name} is '${specifier}': add it to the catalog in pnpm-workspace.yaml and write 'catalog:'`,
          );
        } else if (!(name in catalog)) {
          problems.push(`${dir}/package.json ${field}.${name} is 'catalog:' but the catalog has no ${name}`);
        }
      }
    }
  }

  const lockFile = path.join(root, 'pnpm-lock.yaml');
  if (fs.existsSync(lockFile)) {
    const lock = readYaml<{ packages?: Record<string, unknown> }>(lockFile);
    const versions = new Map<string, Set<string>>();
    for (const key of Object.keys(lock.packages ?? {})) {
      const parts = splitLockKey(key);
      if (!parts || !singletons.includes(parts[0])) continue;
      versions.set(parts[0], (versions.get(parts[0]) ?? new Set()).add(parts[1]));
    }
    for (const [name, found] of versions) {
      if (found.size > 1) {
        problems.push(
          `pnpm-lock.yaml resolves the shared singleton ${name} to ${[...found].sort().join(' and ')}: the suite needs one`,
        );
      }
    }
  }
  return problems;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..', '..');
  const problems = findVersionProblems(root);
  if (problems.length > 0) {
    console.error(
      `${problems.length} version problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `One version of every dependency: all packages use the catalog; ${SINGLETON_PACKAGES.length} singletons resolve once.`,
    );
  }
}

// What `pnpm release` records about where a release came from, and what it refuses before building:
// a tree with uncommitted changes (unless --allow-dirty), and node_modules that do not match
// pnpm-lock.yaml. It never installs: installing would rewrite the lockfile as a side effect.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface Provenance {
  commit: string;
  dirty: boolean;
  /** The uncommitted paths, first few, for the refusal's message. */
  changes: string[];
}

/** The tree's commit and whether it has uncommitted changes (git status, ignored files aside). */
export function readProvenance(root: string): Provenance {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  let commit: string;
  try {
    commit = git('rev-parse', 'HEAD').trim();
  } catch (error) {
    throw new Error(
      `${root} is not a git checkout with a commit: ${(error as Error).message.split('\n')[0]}`,
      { cause: error },
    );
  }
  const changes = git('status', '--porcelain')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.slice(3));
  return { commit, dirty: changes.length > 0, changes };
}

interface Lockfile {
  catalogs?: unknown;
  importers?: Record<string, Partial<Record<DependencyField, Record<string, { specifier?: string }>>>>;
}

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;
type DependencyField = (typeof DEPENDENCY_FIELDS)[number];

/** The top-level sections of a lockfile that say what is installed where (the whole file is slow to parse). */
function lockSections(text: string): Lockfile {
  const sections: Record<string, string> = {};
  let name: string | undefined;
  for (const line of text.split('\n')) {
    const top = /^([A-Za-z][\w-]*):/.exec(line);
    if (top) name = top[1];
    if (name === 'importers' || name === 'catalogs') sections[name] = `${sections[name] ?? ''}${line}\n`;
  }
  return {
    importers: sections.importers ? (parse(sections.importers) as Lockfile).importers : undefined,
    catalogs: sections.catalogs ? (parse(sections.catalogs) as Lockfile).catalogs : undefined,
  };
}

/**
 * Why node_modules is out of date for this tree, or undefined when it is not: pnpm's record of the
 * last install (node_modules/.pnpm/lock.yaml) must match pnpm-lock.yaml, and every package.json's
 * dependencies must be the lockfile's. A cheap check of files only; it never runs pnpm.
 */
export function staleDependencies(root: string): string | undefined {
  const fix = 'run pnpm install yourself, then release again';
  const wantedText = (() => {
    try {
      return readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
    } catch {
      return undefined;
    }
  })();
  if (wantedText === undefined) return `${root} has no pnpm-lock.yaml`;
  const installedFile = path.join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const installedText = (() => {
    try {
      return readFileSync(installedFile, 'utf8');
    } catch {
      return undefined;
    }
  })();
  if (installedText === undefined)
    return `node_modules was never installed here (${installedFile} is missing); ${fix}`;
  const wanted = lockSections(wantedText);
  if (installedText !== wantedText) {
    const installed = lockSections(installedText);
    const same =
      JSON.stringify(installed.importers) === JSON.stringify(wanted.importers) &&
      JSON.stringify(installed.catalogs) === JSON.stringify(wanted.catalogs);
    if (!same) return `node_modules was installed from another pnpm-lock.yaml than this tree's; ${fix}`;
  }
  for (const [importer, locked] of Object.entries(wanted.importers ?? {})) {
    let manifest: Partial<Record<DependencyField, Record<string, string>>>;
    try {
      manifest = JSON.parse(
        readFileSync(path.join(root, importer, 'package.json'), 'utf8'),
      ) as typeof manifest;
    } catch {
      continue;
    }
    for (const field of DEPENDENCY_FIELDS) {
      const declared = manifest[field] ?? {};
      const inLock = locked[field] ?? {};
      const names = new Set([...Object.keys(declared), ...Object.keys(inLock)]);
      for (const name of names) {
        if (declared[name] !== inLock[name]?.specifier)
          return `${path.join(importer, 'package.json')} ${field} ${name} is '${declared[name] ?? '(absent)'}' but pnpm-lock.yaml has '${inLock[name]?.specifier ?? '(absent)'}'; ${fix}`;
      }
    }
  }
  return undefined;
}

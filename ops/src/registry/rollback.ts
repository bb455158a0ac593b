// Rollback and bad marks: both only rewrite remotes.json (by compare-and-swap), never a release folder,
// and neither waits for a release in progress. A release marked bad is never chosen again: not by a
// rollback, not by the host's fallback (liveAndFallbacks in shared-contracts).
import path from 'node:path';
import type {
  HistoryEntry,
  RegistryDocument,
  Release,
  RemoteEntry,
} from '@trucks/shared-contracts/federation/registry-document';
import {
  defaultOperator,
  defaultReleasesDir,
  readManifestFacts,
  RegistryError,
  resolveRemote,
} from './registry';
import type { RemoteIdentity } from './registry';
import { readRegistryText, REGISTRY_FILE, swapRegistry, withEntry } from './registry-swap';

export interface RollbackOptions {
  app: string;
  /** The release to make live; defaults to the one live before the current one, by history. */
  to?: string;
  releasesDir?: string;
  operator?: string;
  now?: Date;
}

export interface RollbackResult extends RemoteIdentity {
  from: string;
  to: string;
}

function describeBad(release: Release): string {
  return release.bad ? `marked bad by ${release.bad.by} at ${release.bad.at}: ${release.bad.why}` : '';
}

/**
 * The release that was live before the current one, by the history, skipping releases marked bad. The
 * history is replayed as a stack of earlier live releases: a release pushes the one it replaced; a
 * rollback to a release in the stack pops back to it (what was rolled away from is not returned to).
 * A remote with no history at all falls back to the order of its releases.
 */
function rollbackTarget(
  entry: RemoteEntry,
  history: readonly HistoryEntry[],
  remote: string,
): Release | undefined {
  const byVersion = new Map(entry.releases.map((release) => [release.version, release]));
  const usable = (version: string | undefined) => {
    const release = version === undefined ? undefined : byVersion.get(version);
    return release && !release.bad && release.version !== entry.live ? release : undefined;
  };
  const events = history.filter((event) => event.remote === remote);
  if (events.length === 0) {
    const liveIndex = entry.releases.findIndex((release) => release.version === entry.live);
    return entry.releases
      .slice(0, Math.max(liveIndex, 0))
      .reverse()
      .find((release) => usable(release.version));
  }
  const earlier: string[] = [];
  for (const event of events) {
    const at = event.action === 'rollback' ? earlier.lastIndexOf(event.to) : -1;
    if (at >= 0) earlier.length = at;
    else if (event.from) earlier.push(event.from);
  }
  return earlier
    .reverse()
    .map(usable)
    .find((release) => release !== undefined);
}

async function requireRegistry(releasesDir: string): Promise<void> {
  const file = path.join(releasesDir, REGISTRY_FILE);
  if ((await readRegistryText(file)) === undefined)
    throw new RegistryError(`${file} does not exist: nothing has been released to roll back`);
}

function entryOf(document: RegistryDocument, remote: string, releasesDir: string): RemoteEntry {
  const entry = document.remotes[remote];
  if (!entry || entry.releases.length === 0)
    throw new RegistryError(`${remote} has no releases in ${path.join(releasesDir, REGISTRY_FILE)}`);
  return entry;
}

/** Make an earlier release live again. Rewrites remotes.json only: nothing is built or copied. */
export async function rollback(options: RollbackOptions): Promise<RollbackResult> {
  const { remote, folder } = resolveRemote(options.app);
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir());
  const operator = options.operator ?? defaultOperator();
  const now = options.now ?? new Date();
  await requireRegistry(releasesDir);
  return swapRegistry(releasesDir, async (document) => {
    const entry = entryOf(document, remote, releasesDir);
    let target: Release | undefined;
    if (options.to !== undefined) {
      target = entry.releases.find((release) => release.version === options.to);
      if (!target) {
        const available = entry.releases.map((release) => release.version).join(', ');
        throw new RegistryError(`${remote} has no release '${options.to}'. Available: ${available}`);
      }
      if (target.bad)
        throw new RegistryError(
          `${remote} ${target.version} is ${describeBad(target)}; choose another release`,
        );
    } else {
      target = rollbackTarget(entry, document.history, remote);
      if (!target)
        throw new RegistryError(
          `${remote} has no release before the live one (${entry.live}) that is not marked bad; name one with --to`,
        );
    }
    if (target.version === entry.live) throw new RegistryError(`${remote} ${target.version} is already live`);
    // A release whose files are gone would take the area down on the next page load.
    await readManifestFacts(path.join(releasesDir, folder, target.version));
    const event: HistoryEntry = {
      at: now.toISOString(),
      remote,
      action: 'rollback',
      from: entry.live,
      to: target.version,
      by: operator,
    };
    return {
      next: {
        ...withEntry(document, remote, { ...entry, live: target.version }),
        history: [...document.history, event],
      },
      result: { remote, folder, from: entry.live, to: target.version },
    };
  });
}

export interface MarkBadOptions {
  app: string;
  version: string;
  /** Recorded with the mark, shown by `pnpm remotes` and /status. */
  why: string;
  releasesDir?: string;
  operator?: string;
  now?: Date;
}

/**
 * Mark a release bad: no fallback and no rollback chooses it again. The live release cannot be marked:
 * it would keep serving while marked, so the operator rolls back first (the mark is then one command,
 * and what users run never changes by surprise).
 */
export async function markBad(options: MarkBadOptions): Promise<RemoteIdentity & { release: Release }> {
  const { remote, folder } = resolveRemote(options.app);
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir());
  const why = options.why.trim();
  if (why === '') throw new RegistryError('a bad mark needs the reason: --why "what is wrong with it"');
  const mark = {
    at: (options.now ?? new Date()).toISOString(),
    by: options.operator ?? defaultOperator(),
    why,
  };
  await requireRegistry(releasesDir);
  return swapRegistry(releasesDir, async (document) => {
    const entry = entryOf(document, remote, releasesDir);
    const release = entry.releases.find((candidate) => candidate.version === options.version);
    if (!release) {
      const available = entry.releases.map((candidate) => candidate.version).join(', ');
      throw new RegistryError(`${remote} has no release '${options.version}'. Available: ${available}`);
    }
    if (release.bad)
      throw new RegistryError(`${remote} ${release.version} is already ${describeBad(release)}`);
    if (release.version === entry.live)
      throw new RegistryError(
        `${remote} ${release.version} is live: roll back first (pnpm rollback ${folder}), then mark it bad`,
      );
    const marked = { ...release, bad: mark };
    const releases = entry.releases.map((candidate) => (candidate === release ? marked : candidate));
    return {
      next: withEntry(document, remote, { ...entry, releases }),
      result: { remote, folder, release: marked },
    };
  });
}

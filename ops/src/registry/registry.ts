// The remote registry: immutable release folders `<releases>/<folder>/<version>/` and the one document,
// `<releases>/remotes.json`, that says which release of each remote is live. Publishing copies a built
// dist into a new folder and makes it live; rolling back (rollback.ts) only rewrites the document.
// Nothing here builds, and nothing touches another remote's folder. Every write of the document is a
// compare-and-swap (registry-swap.ts): no lock is held while files are copied or a gate runs.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import type {
  PendingRelease,
  RegistryDocument,
  Release,
} from '@trucks/shared-contracts/federation/registry-document';
import { publishFiles } from './precompressed';
import type { PublishedFiles } from './precompressed';
import { currentOwner, ownerKey, ownerState, sameOwner } from './process-owner';
import { MANIFEST_FILE, readManifestFacts, RegistryError } from './release-manifest';
import { inWorkDir } from './release-work-dir';
import {
  drillPause,
  emptyRegistry,
  parseRegistry,
  readRegistryText,
  REGISTRY_FILE,
  RELEASES_URL_PATH,
  swapRegistry,
  withEntry,
} from './registry-swap';

export { readManifestFacts, RegistryError, REGISTRY_FILE };

export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..');

export function defaultReleasesDir(): string {
  return path.resolve(process.env.TRUCKS_RELEASES_DIR || path.join(WORKSPACE_ROOT, '.releases'));
}

export function defaultOperator(): string {
  if (process.env.TRUCKS_OPERATOR) return process.env.TRUCKS_OPERATOR;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export interface RemoteIdentity {
  /** Federation name, the registry key: mf_loadboard. */
  remote: RemoteApp;
  /** Workspace folder and release folder: mf-loadboard. */
  folder: string;
}

/** Accepts the folder name (mf-loadboard) or the federation name (mf_loadboard). */
export function resolveRemote(app: string): RemoteIdentity {
  const remote = REMOTE_APPS.find((name) => name === app || REMOTE_FOLDER[name] === app);
  if (!remote) {
    const known = REMOTE_APPS.map((name) => `${REMOTE_FOLDER[name]} (${name})`).join(', ');
    throw new RegistryError(`Unknown app '${app}'. Remotes: ${known}`);
  }
  return { remote, folder: REMOTE_FOLDER[remote] };
}

/**
 * The registry document of a releases directory. A directory with no remotes.json yet reads as an
 * empty registry (nothing released); a corrupt one is an error.
 */
export async function readRegistry(options: { releasesDir?: string } = {}): Promise<RegistryDocument> {
  const file = path.join(options.releasesDir ?? defaultReleasesDir(), REGISTRY_FILE);
  const text = await readRegistryText(file);
  return text === undefined ? emptyRegistry() : parseRegistry(text, file);
}

/** `<appVersion>-r<N>`, N one more than any release of that app version listed or present on disk. */
async function nextReleaseVersion(
  appVersion: string,
  remoteDir: string,
  known: readonly { version: string }[],
): Promise<string> {
  const existing = new Set(known.map((release) => release.version));
  for (const entry of await fs.readdir(remoteDir).catch(() => [] as string[])) existing.add(entry);
  const prefix = `${appVersion}-r`;
  let highest = 0;
  for (const version of existing) {
    if (!version.startsWith(prefix)) continue;
    const n = Number(version.slice(prefix.length));
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return `${prefix}${highest + 1}`;
}

export interface PublishOptions {
  /** Folder name (mf-loadboard) or federation name (mf_loadboard). */
  app: string;
  /** The built dist to publish; defaults to `<repo>/<folder>/dist`. */
  distDir?: string;
  releasesDir?: string;
  /** Recorded in the history as `by`; defaults to TRUCKS_OPERATOR or the OS user. */
  operator?: string;
  now?: Date;
  /**
   * Why the live suite cannot run the release (release-gate.ts), asked once its folder is complete and
   * before it is made live; any reason keeps it a candidate. Absent: no gate (the stack's first publish).
   */
  gate?: (candidate: GateCandidate) => Promise<string[]>;
  /** An emergency release past the gate: the reason, recorded in the history with who. */
  force?: string;
  /** The tree the release was built from (provenance.ts), recorded on the release. */
  provenance?: { commit: string; dirty: boolean };
  /** Progress: queued behind another release, precompressed files made again. */
  log?: (line: string) => void;
}

export interface GateCandidate extends RemoteIdentity {
  release: Release;
  releaseDir: string;
  /** The registry when the release started. */
  document: RegistryDocument;
}

/** The gate refused the release: it is kept as a candidate with its reasons, and the live one serves on. */
export class ReleaseRefusedError extends RegistryError {
  override name = 'ReleaseRefusedError';
  constructor(
    readonly remote: RemoteApp,
    readonly version: string,
    readonly reasons: readonly string[],
  ) {
    super(
      `${remote} ${version} was refused and stays a candidate (pnpm remotes); the live release keeps serving:\n` +
        reasons.map((reason) => `  - ${reason}`).join('\n'),
    );
  }
}

export interface PublishResult extends RemoteIdentity {
  release: Release;
  releaseDir: string;
  /** The release that was live just before this one went live, if any. */
  previous: string | null;
  /** Set when the live release changed while this one was copied or gated (a rollback, a release). */
  liveChangedMeanwhile?: string;
  files: PublishedFiles;
}

function releaseOf(pending: PendingRelease): Release {
  const { startedAt: _startedAt, by: _by, owner: _owner, liveAtStart: _liveAtStart, ...release } = pending;
  return release;
}

/** Step 1: reserve the next version as pending, owned by this process (the document lists it from now). */
async function reserve(
  releasesDir: string,
  identity: RemoteIdentity,
  facts: { appVersion: string; contractsVersion: string },
  options: PublishOptions & { operator: string; now: Date },
): Promise<{ pending: PendingRelease; document: RegistryDocument }> {
  const { remote, folder } = identity;
  return swapRegistry(releasesDir, async (document) => {
    const entry = document.remotes[remote] ?? { live: '', releases: [] };
    const version = await nextReleaseVersion(facts.appVersion, path.join(releasesDir, folder), [
      ...entry.releases,
      ...(entry.candidates ?? []),
      ...(entry.pending ?? []),
    ]);
    const pending: PendingRelease = {
      version,
      manifestUrl: `${RELEASES_URL_PATH}/${folder}/${version}/${MANIFEST_FILE}`,
      contractsVersion: facts.contractsVersion,
      publishedAt: options.now.toISOString(),
      ...options.provenance,
      startedAt: new Date().toISOString(),
      by: options.operator,
      owner: currentOwner(),
      liveAtStart: entry.live || null,
    };
    return {
      next: withEntry(document, remote, { ...entry, pending: [...(entry.pending ?? []), pending] }),
      result: { pending, document },
    };
  });
}

interface Settled {
  previous: string | null;
  liveChangedMeanwhile?: string;
}

/** The last step: the pending release leaves `pending`, as a candidate (refused) or as the live release. */
async function settle(
  releasesDir: string,
  identity: RemoteIdentity,
  pending: PendingRelease,
  outcome: { refused: string[] } | { dropped: true } | { live: true; note?: string },
  options: { log?: (line: string) => void; now?: Date } = {},
): Promise<Settled> {
  const { remote } = identity;
  const me = currentOwner();
  return swapRegistry<Settled>(
    releasesDir,
    async (document) => {
      const entry = document.remotes[remote];
      const index = entry?.pending?.findIndex(
        (release) => release.version === pending.version && sameOwner(release.owner, me),
      );
      if (!entry?.pending || index === undefined || index < 0)
        throw new RegistryError(`${remote} ${pending.version} is no longer pending in remotes.json`);
      const others = entry.pending.filter((_, at) => at !== index);
      const now = (options.now ?? new Date()).toISOString();
      if ('dropped' in outcome) {
        const { pending: _dropped, ...rest } = entry;
        const next = others.length > 0 ? { ...rest, pending: others } : rest;
        return { next: withEntry(document, remote, next), result: { previous: entry.live || null } };
      }
      if ('refused' in outcome) {
        const candidate = {
          ...releaseOf(pending),
          refusedAt: now,
          reason: outcome.refused.join('; '),
          by: pending.by,
        };
        const { pending: _settled, ...rest } = entry;
        const next = {
          ...rest,
          candidates: [...(entry.candidates ?? []), candidate],
          ...(others.length > 0 ? { pending: others } : {}),
        };
        return { next: withEntry(document, remote, next), result: { previous: entry.live || null } };
      }
      // Releases of one remote go live in the order they started: wait for a live earlier one.
      const ahead = entry.pending.slice(0, index).find((release) => ownerState(release.owner) !== 'dead');
      if (ahead)
        return {
          wait: `Queued: ${remote} ${ahead.version} (by ${ahead.by}) started first and goes live first`,
        };
      const previous = entry.live || null;
      const liveChangedMeanwhile =
        previous !== pending.liveAtStart
          ? `live changed from ${pending.liveAtStart ?? 'none'} to ${previous ?? 'none'} while this release was gated (${describeLastChange(document, remote)}); released after it`
          : undefined;
      const note = [outcome.note, liveChangedMeanwhile].filter(Boolean).join('; ');
      const next = {
        ...entry,
        live: pending.version,
        releases: [...entry.releases, releaseOf(pending)],
        pending: others,
      };
      const { pending: _drop, ...withoutPending } = next;
      return {
        next: {
          ...withEntry(document, remote, others.length > 0 ? next : withoutPending),
          history: [
            ...document.history,
            {
              at: now,
              remote,
              action: 'release' as const,
              from: previous,
              to: pending.version,
              by: pending.by,
              ...(note ? { note } : {}),
            },
          ],
        },
        result: { previous, ...(liveChangedMeanwhile ? { liveChangedMeanwhile } : {}) },
      };
    },
    { log: options.log },
  );
}

function describeLastChange(document: RegistryDocument, remote: string): string {
  const last = document.history.findLast((event) => event.remote === remote);
  return last ? `${last.action} ${last.from ?? 'none'} -> ${last.to} by ${last.by} at ${last.at}` : 'by hand';
}

/**
 * Copy a built dist into a new immutable release folder and make it live: reserve a version (pending
 * in remotes.json), copy, gate, then settle it live or as a candidate, each step a swap of its own.
 * Refuses (RegistryError, nothing changed) an unknown app, a dist without a manifest, a dist built for
 * another remote and a corrupt remotes.json; creates remotes.json when there is none.
 */
export async function publishRelease(options: PublishOptions): Promise<PublishResult> {
  const identity = resolveRemote(options.app);
  const { remote, folder } = identity;
  const distDir = path.resolve(options.distDir ?? path.join(WORKSPACE_ROOT, folder, 'dist'));
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir());
  const operator = options.operator ?? defaultOperator();
  const now = options.now ?? new Date();

  const facts = await readManifestFacts(distDir);
  if (facts.federationName !== remote) {
    throw new RegistryError(`${distDir} is a build of ${facts.federationName}, not ${remote}`);
  }
  const appVersion = facts.appVersion ?? (await readPackageVersion(folder));
  await fs.mkdir(path.join(releasesDir, folder), { recursive: true });

  const settings = { ...options, operator, now };
  const { pending, document } = await reserve(releasesDir, identity, { ...facts, appVersion }, settings);
  await drillPause('reserved');

  const releaseDir = path.join(releasesDir, folder, pending.version);
  const staging = path.join(releasesDir, folder, `.${pending.version}.${ownerKey(currentOwner())}.staging`);
  let files: PublishedFiles;
  try {
    // Copied beside the final name, then renamed: a release folder is complete or absent.
    files = await publishFiles(distDir, staging, () => drillPause('copying'));
    await fs.rename(staging, releaseDir);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    // No folder, nothing to list: the reservation goes (a failure to write it is tidied as abandoned).
    await settle(releasesDir, identity, pending, { dropped: true }).catch(() => undefined);
    throw error;
  }
  if (files.regenerated.length > 0)
    options.log?.(`Precompressed files made again from the published files: ${files.regenerated.join(', ')}`);

  const release = releaseOf(pending);
  if (options.gate && options.force === undefined) {
    const gate = options.gate;
    let reasons: string[];
    try {
      reasons = await inWorkDir(async () => {
        await drillPause('gate');
        return gate({ remote, folder, release, releaseDir, document });
      });
    } catch (error) {
      reasons = [`the gate failed: ${(error as Error).message}`];
    }
    if (reasons.length > 0) {
      await settle(releasesDir, identity, pending, { refused: reasons });
      throw new ReleaseRefusedError(remote, pending.version, reasons);
    }
  }
  const note = options.force !== undefined ? `forced past the gate: ${options.force}` : undefined;
  const settled = await settle(releasesDir, identity, pending, { live: true, note }, options);
  return { remote, folder, release, releaseDir, files, ...settled };
}

async function readPackageVersion(folder: string): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(path.join(WORKSPACE_ROOT, folder, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!pkg.version) throw new RegistryError(`${folder}/package.json has no version`);
  return pkg.version;
}

/**
 * The release whose files are byte-for-byte this dist's build (same mf-manifest.json, whose chunk
 * names carry content hashes), if one was published: lets the stack launcher publish only new builds.
 */
export async function findReleaseOfDist(options: {
  app: string;
  distDir?: string;
  releasesDir?: string;
}): Promise<Release | undefined> {
  const { remote, folder } = resolveRemote(options.app);
  const distDir = path.resolve(options.distDir ?? path.join(WORKSPACE_ROOT, folder, 'dist'));
  const releasesDir = path.resolve(options.releasesDir ?? defaultReleasesDir());
  const built = await fs.readFile(path.join(distDir, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (built === undefined) return undefined;
  const document = await readRegistry({ releasesDir });
  for (const release of document.remotes[remote]?.releases ?? []) {
    const published = await fs
      .readFile(path.join(releasesDir, folder, release.version, MANIFEST_FILE), 'utf8')
      .catch(() => undefined);
    if (published === built) return release;
  }
  return undefined;
}

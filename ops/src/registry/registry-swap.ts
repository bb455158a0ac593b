// Every change of remotes.json is a compare-and-swap: read the document, apply the change to it, and
// write the result only if the file is still byte for byte what was read (under a lock held for that
// compare and write alone); otherwise read again and apply again. Each swap first tidies what dead
// release processes left: their pending releases, staging folders, temp files and work folders.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { RegistryDocumentSchema } from '@trucks/shared-contracts/federation/registry-document';
import type {
  Candidate,
  RegistryDocument,
  RemoteEntry,
} from '@trucks/shared-contracts/federation/registry-document';
import { removeDeadTempFiles, withSwapLock, writeFileAtomic } from './atomic-file';
import { describeOwner, ownerKey, ownerState } from './process-owner';
import { MANIFEST_FILE, readManifestFacts, RegistryError } from './release-manifest';
import { removeDeadWorkDirs, workDirOf } from './release-work-dir';

export const REGISTRY_FILE = 'remotes.json';
/** Where the gateway (and any static host or CDN) serves the releases directory. */
export const RELEASES_URL_PATH = '/releases';

export function emptyRegistry(): RegistryDocument {
  return { schemaVersion: 1, remotes: {}, history: [] };
}

export async function readRegistryText(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function parseRegistry(text: string, file: string): RegistryDocument {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(
      `${file} is not valid JSON (${(error as Error).message}); fix or restore it first`,
    );
  }
  const parsed = RegistryDocumentSchema.safeParse(json);
  if (!parsed.success) {
    throw new RegistryError(`${file} does not match the registry schema: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

function serialize(document: RegistryDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * For drills (tests) only: stop at a step, as if hung there, so the test can kill the process at it.
 * `TRUCKS_REGISTRY_DRILL_PAUSE=<step>`; steps: swap (lock held, before the rename), reserved, copying,
 * gate.
 */
export async function drillPause(step: string): Promise<void> {
  if (process.env.TRUCKS_REGISTRY_DRILL_PAUSE !== step) return;
  process.stderr.write(`drill: paused at ${step}\n`);
  setInterval(() => undefined, 1 << 30);
  await new Promise<never>(() => undefined);
}

/** What a change decides: a new document (and its result), a result with no write, or wait and retry. */
export type SwapOutcome<T> = { next?: RegistryDocument; result: T } | { wait: string };

export interface SwapOptions {
  /** Told once when a change waits (a release queued behind an earlier one of the same remote). */
  log?: (line: string) => void;
}

export function withEntry(document: RegistryDocument, remote: string, entry: RemoteEntry): RegistryDocument {
  return { ...document, remotes: { ...document.remotes, [remote]: entry } };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Apply `change` to remotes.json by compare-and-swap; returns its result once written. */
export async function swapRegistry<T>(
  releasesDir: string,
  change: (document: RegistryDocument) => Promise<SwapOutcome<T>>,
  options: SwapOptions = {},
): Promise<T> {
  const file = path.join(releasesDir, REGISTRY_FILE);
  let told: string | undefined;
  for (;;) {
    const text = await readRegistryText(file);
    const read = text === undefined ? emptyRegistry() : parseRegistry(text, file);
    const tidied = await tidy(read, releasesDir);
    const outcome = await change(tidied.document);
    if ('wait' in outcome) {
      if (told !== outcome.wait) options.log?.(outcome.wait);
      told = outcome.wait;
      await pause(200);
      continue;
    }
    const next = outcome.next ?? (tidied.changed ? tidied.document : undefined);
    if (!next) return outcome.result;
    const swapped = await withSwapLock(releasesDir, async () => {
      if ((await readRegistryText(file)) !== text) return false;
      const revised = { ...next, revision: (read.revision ?? 0) + 1 };
      await writeFileAtomic(file, serialize(revised), () => drillPause('swap'));
      return true;
    });
    if (!swapped) continue;
    await Promise.all(tidied.leftovers.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    return outcome.result;
  }
}

interface Tidied {
  document: RegistryDocument;
  changed: boolean;
  /** Staging folders of releases no longer pending: removed once the swap is written. */
  leftovers: string[];
}

const STAGING = /^\.(.+)\.([A-Za-z0-9_-]+)\.staging$/;

/**
 * The document with what dead release processes left made visible: a pending release whose process is
 * gone becomes an abandoned candidate if its folder is complete (dropped otherwise, its staging
 * removed); a release folder nothing lists becomes an abandoned candidate. Nothing is deleted that a
 * document lists.
 */
async function tidy(document: RegistryDocument, releasesDir: string): Promise<Tidied> {
  await removeDeadTempFiles(releasesDir);
  await removeDeadWorkDirs();
  const now = new Date().toISOString();
  let result = document;
  let changed = false;
  const leftovers: string[] = [];
  for (const remote of REMOTE_APPS) {
    const folder = REMOTE_FOLDER[remote];
    const remoteDir = path.join(releasesDir, folder);
    const names = await fs.readdir(remoteDir).catch(() => [] as string[]);
    const entry = result.remotes[remote];
    const pending = entry?.pending ?? [];
    const candidates: Candidate[] = [...(entry?.candidates ?? [])];
    const keep = pending.filter((release) => ownerState(release.owner) !== 'dead');
    for (const dead of pending.filter((release) => !keep.includes(release))) {
      leftovers.push(workDirOf(ownerKey(dead.owner)));
      if (!names.includes(dead.version)) continue;
      const { startedAt: _startedAt, owner, liveAtStart: _liveAtStart, ...release } = dead;
      candidates.push({
        ...release,
        refusedAt: now,
        reason: `abandoned: its release process (${describeOwner(owner)}) ended before it finished; never live`,
      });
    }
    const listed = new Set(
      [...(entry?.releases ?? []), ...candidates, ...keep].map((release) => release.version),
    );
    for (const name of names) {
      const staging = STAGING.exec(name);
      if (staging) {
        if (!keep.some((release) => release.version === staging[1]))
          leftovers.push(path.join(remoteDir, name));
        continue;
      }
      if (name.startsWith('.') || listed.has(name)) continue;
      const stat = await fs.stat(path.join(remoteDir, name)).catch(() => undefined);
      if (!stat?.isDirectory()) continue;
      const facts = await readManifestFacts(path.join(remoteDir, name)).catch(() => undefined);
      candidates.push({
        version: name,
        manifestUrl: `${RELEASES_URL_PATH}/${folder}/${name}/${MANIFEST_FILE}`,
        contractsVersion: facts?.contractsVersion ?? 'unknown',
        publishedAt: stat.mtime.toISOString(),
        refusedAt: now,
        reason: `abandoned: found in ${folder}/, listed by nothing (a release that never finished); never live`,
        by: 'registry',
      });
    }
    if (keep.length === pending.length && candidates.length === (entry?.candidates ?? []).length) continue;
    changed = true;
    const base = entry ?? { live: '', releases: [] };
    const { pending: _pending, ...rest } = base;
    result = withEntry(result, remote, {
      ...rest,
      ...(candidates.length > 0 ? { candidates } : {}),
      ...(keep.length > 0 ? { pending: keep } : {}),
    });
  }
  return { document: result, changed, leftovers };
}

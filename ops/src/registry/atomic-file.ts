// Writes that a crash cannot tear, and the short lock of the registry's compare-and-swap. Readers of
// remotes.json (the host, at every page load) see either the old document or the new one, never half
// of one; a process killed at any point leaves no lock that blocks the next one.
import fs from 'node:fs/promises';
import path from 'node:path';
import { currentOwner, describeOwner, ownerKey, ownerOfKey, ownerState, sameOwner } from './process-owner';
import type { ProcessOwner } from './process-owner';

const TEMP_SUFFIX = '.tmp';

/** `.remotes.json.<host>-<pid>.<n>.tmp`: the owner in the name, so a dead one's leftovers can be removed. */
function tempName(file: string): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${ownerKey(currentOwner())}.${Date.now()}${Math.random().toString(36).slice(2, 6)}${TEMP_SUFFIX}`,
  );
}

/**
 * Write `content` to `file` atomically: a temp file in the same directory (same filesystem, so the
 * rename is atomic), fsync, rename over the target, fsync the directory so the rename itself survives
 * a power cut. On any failure the temp file is removed and the target is left as it was.
 */
export async function writeFileAtomic(
  file: string,
  content: string,
  beforeRename?: () => Promise<void>,
): Promise<void> {
  const dir = path.dirname(file);
  const temp = tempName(file);
  try {
    const handle = await fs.open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await beforeRename?.();
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some filesystems refuse fsync on a directory; the rename has happened either way.
  }
}

/**
 * Temp files in `dir` (of remotes.json and of the lock) left by processes of this host that no longer
 * run: `<name>.<host>-<pid>.<...>.tmp|stale`.
 */
export async function removeDeadTempFiles(dir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const key = /^\.(?:remotes\.json|registry\.lock)\.([A-Za-z0-9_-]+)\..*(?:tmp|stale)$/.exec(name)?.[1];
    const owner = key ? ownerOfKey(key) : undefined;
    if (!owner || ownerState(owner) !== 'dead') continue;
    await fs.rm(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

export const LOCK_FILE = '.registry.lock';
/** Another host's lock cannot be checked from here: after this long it is reported, never taken. */
const FOREIGN_LOCK_WAIT_MS = 60_000;

interface LockRecord {
  owner: ProcessOwner;
  at: string;
  /** One per taking: two swaps of one process never mistake each other's lock for their own. */
  token?: string;
}

function parseLock(text: string): LockRecord | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord> | number;
    // A bare pid: a lock written by the registry before it recorded the host.
    if (typeof parsed === 'number')
      return { owner: { pid: parsed, hostname: currentOwner().hostname }, at: '' };
    if (parsed?.owner && typeof parsed.owner.pid === 'number') return parsed as LockRecord;
  } catch {
    // Unreadable: treated as held until its writer's link (which is atomic) is visible.
  }
  return undefined;
}

/** Take the lock file away from a dead owner without ever removing a lock a live process just took. */
async function breakDeadLock(lock: string, seen: string): Promise<void> {
  const aside = `${lock}.${ownerKey(currentOwner())}.${Math.random().toString(36).slice(2, 10)}.stale`;
  try {
    await fs.rename(lock, aside);
  } catch {
    return; // Someone else broke it first.
  }
  const taken = await fs.readFile(aside, 'utf8').catch(() => '');
  if (taken !== seen) {
    // Between reading and renaming, another process broke the dead lock and took it: give it back.
    await fs.link(aside, lock).catch(() => undefined);
  }
  await fs.rm(aside, { force: true });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Run `work` (a compare and a write, milliseconds) holding the registry's lock. The lock file names its
 * owner (pid, host, start time); a waiter removes it only when that owner is dead, and waits for a live
 * one however long it holds it. It is never held across a build or a gate.
 */
export async function withSwapLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dir, LOCK_FILE);
  const me = currentOwner();
  const token = `${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
  const record = JSON.stringify({ owner: me, at: new Date().toISOString(), token } satisfies LockRecord);
  const mine = `${lock}.${ownerKey(me)}.${token}${TEMP_SUFFIX}`;
  await fs.writeFile(mine, record);
  let foreignSince: number | undefined;
  try {
    for (;;) {
      try {
        // link() is atomic and fails when the lock exists: the lock appears whole, with its owner.
        await fs.link(mine, lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const seen = await fs.readFile(lock, 'utf8').catch(() => undefined);
      if (seen === undefined) continue;
      const holder = parseLock(seen);
      const state = holder ? ownerState(holder.owner) : 'alive';
      if (state === 'dead') {
        await breakDeadLock(lock, seen);
        continue;
      }
      if (state === 'unknown' && holder) {
        foreignSince ??= Date.now();
        if (Date.now() - foreignSince > FOREIGN_LOCK_WAIT_MS)
          throw new Error(
            `${lock} is held by ${describeOwner(holder.owner)} since ${holder.at}, which cannot be checked ` +
              `from this host; if that process is gone, remove ${lock}`,
          );
      }
      await pause(5 + Math.random() * 20);
    }
  } finally {
    await fs.rm(mine, { force: true });
  }
  try {
    return await work();
  } finally {
    const held = await fs.readFile(lock, 'utf8').catch(() => undefined);
    const holder = held === undefined ? undefined : parseLock(held);
    if (holder && sameOwner(holder.owner, me) && holder.token === token) await fs.rm(lock, { force: true });
  }
}

// A release process's own temp folder (the gate's stack state, Chromium's profile), named by its owner
// so that once the process is gone the next registry change removes it and ends what still runs from it.
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { currentOwner, ownerKey, ownerOfKey, ownerState } from './process-owner';

/** Fixed at load: the gate points TMPDIR into a work folder, and this must not follow it there. */
const WORK_ROOT = path.join(os.tmpdir(), 'trucks-release-work');

export function workDirOf(key: string): string {
  return path.join(WORK_ROOT, key);
}

/** Calls of inWorkDir running now in this process, the TMPDIR before the first, and the last removal. */
let users = 0;
let tmpdirBefore: string | undefined;
let removal: Promise<void> = Promise.resolve();

/**
 * Run `work` with TMPDIR pointing into this process's work folder, so whatever it creates in temp
 * (mkdtemp, Playwright's browser profile) lives there; the folder is removed afterwards. Calls that
 * overlap in one process (releases of several remotes at once) share the folder and TMPDIR: the last
 * to finish restores TMPDIR and removes the folder, and a call starting meanwhile waits for that
 * removal. Each call removing it as it finished took it from under the others ('ENOENT: mkdir').
 */
export async function inWorkDir<T>(work: () => Promise<T>): Promise<T> {
  const dir = workDirOf(ownerKey(currentOwner()));
  if (users === 0) tmpdirBefore = process.env.TMPDIR;
  users += 1;
  try {
    await removal;
    await fs.mkdir(dir, { recursive: true });
    process.env.TMPDIR = dir;
    return await work();
  } finally {
    users -= 1;
    if (users === 0) {
      if (tmpdirBefore === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdirBefore;
      removal = fs.rm(dir, { recursive: true, force: true });
      await removal;
    }
  }
}

/** Processes of this host whose command line names `dir` (a browser started with a profile in it). */
function processesUsing(dir: string): number[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)) found.push(Number(pid));
    } catch {
      // It ended while we looked.
    }
  }
  return found.filter((pid) => pid !== process.pid);
}

/**
 * Work folders of this host's release processes that are gone: what still runs from one (a browser) is
 * ended by its pid, then the folder is removed. Returns what was cleaned, for the log.
 */
export async function removeDeadWorkDirs(): Promise<string[]> {
  const cleaned: string[] = [];
  for (const key of await fs.readdir(WORK_ROOT).catch(() => [] as string[])) {
    const owner = ownerOfKey(key);
    if (!owner || ownerState(owner) !== 'dead') continue;
    const dir = workDirOf(key);
    for (const pid of processesUsing(dir)) {
      try {
        process.kill(pid, 'SIGKILL');
        cleaned.push(`pid ${pid}`);
      } catch {
        // Already gone.
      }
    }
    await fs.rm(dir, { recursive: true, force: true });
    cleaned.push(dir);
  }
  return cleaned;
}

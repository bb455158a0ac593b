// Who holds a registry lock or a pending release, and whether that process still runs: a crash (kill -9)
// must never block the registry, and a live process must never lose its lock or its release.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { ProcessOwner } from '@trucks/shared-contracts/federation/registry-document';

export type { ProcessOwner };

/** Field 22 of /proc/<pid>/stat (start time since boot) and field 3 (state); undefined off Linux. */
function procStat(pid: number): { started: string; state: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, started] = [fields[0], fields[19]];
    return state && started ? { state, started } : undefined;
  } catch {
    return undefined;
  }
}

export function currentOwner(): ProcessOwner {
  const started = procStat(process.pid)?.started;
  return { pid: process.pid, hostname: os.hostname(), ...(started ? { started } : {}) };
}

export function sameOwner(a: ProcessOwner, b: ProcessOwner): boolean {
  return a.pid === b.pid && a.hostname === b.hostname && (a.started ?? '') === (b.started ?? '');
}

/**
 * 'alive' or 'dead' for a process of this host; 'unknown' for another host's (it cannot be checked
 * from here, so it is never taken for dead).
 */
export function ownerState(owner: ProcessOwner): 'alive' | 'dead' | 'unknown' {
  if (owner.hostname !== os.hostname()) return 'unknown';
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'dead';
    // EPERM: it runs, as another user.
  }
  const stat = procStat(owner.pid);
  if (!stat) return process.platform === 'linux' ? 'dead' : 'alive';
  // A zombie has ended; a different start time means the pid was reused by another process.
  if (stat.state === 'Z') return 'dead';
  if (owner.started && stat.started !== owner.started) return 'dead';
  return 'alive';
}

export function describeOwner(owner: ProcessOwner): string {
  return `pid ${owner.pid} on ${owner.hostname}`;
}

/** A file-name-safe key of an owner, for its temp files and work folder. */
export function ownerKey(owner: ProcessOwner): string {
  return `${owner.hostname.replace(/[^A-Za-z0-9-]/g, '_')}-${owner.pid}`;
}

/** The owner a key names, when it is a process of this host (another host's cannot be checked). */
export function ownerOfKey(key: string): ProcessOwner | undefined {
  const dash = key.lastIndexOf('-');
  const pid = Number(key.slice(dash + 1));
  const hostname = os.hostname();
  if (dash < 0 || !Number.isInteger(pid) || key.slice(0, dash) !== ownerKey({ pid, hostname }).slice(0, dash))
    return undefined;
  return { pid, hostname };
}

// Writes that a crash cannot tear: readers of remotes.json (the host, at every page load) see either the
// old document or the new one, never half of one.
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Write `content` to `file` atomically: a temp file in the same directory (same filesystem, so the
 * rename is atomic), fsync, rename over the target, fsync the directory so the rename itself survives
 * a power cut. On any failure the temp file is removed and the target is left as it was.
 */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const handle = await fs.open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
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

const LOCK_WAIT_MS = 15_000;
const LOCK_STALE_MS = 60_000;

/**
 * Run `work` holding an exclusive lock on the releases directory, so two operators releasing at the
 * same moment cannot lose each other's update (read, modify, write of one document). A lock left by a
 * killed process is taken over once it is older than a minute.
 */
export async function withDirectoryLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dir, '.registry.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await fs.open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await fs
        .stat(lock)
        .then((stat) => Date.now() - stat.mtimeMs)
        .catch(() => 0);
      if (age > LOCK_STALE_MS) {
        await fs.rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`Another release or rollback holds ${lock}; try again when it has finished`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

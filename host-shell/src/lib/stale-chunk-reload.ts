// Spec: "Failed dynamic page load: the page reloads." After a deploy the page may ask for a chunk that
// is gone; one reload fetches the new build. A timestamp in sessionStorage stops a loop when the
// chunk is missing for another reason: within RELOAD_GUARD_MS of a reload the error is shown instead.
// Type imports only: main.tsx uses this before any shared module is loaded.
import type { RemoteRegionErrorDetail } from '@trucks/shared-ui/remote-region';

export const STALE_CHUNK_RELOAD_KEY = 'trucks.staleChunkReloadAt';
export const RELOAD_GUARD_MS = 60_000;

const STALE_CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** A failed dynamic import or webpack chunk, directly or as the cause of another error. */
export function isStaleChunkError(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    if (current.name === 'ChunkLoadError' || STALE_CHUNK_MESSAGE.test(current.message)) return true;
  }
  return false;
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

function browserEnvironment(): ReloadEnvironment {
  return { storage: window.sessionStorage, reload: () => window.location.reload(), now: () => Date.now() };
}

/**
 * Reloads the page for a stale chunk, unless this tab already reloaded for one moments ago.
 * Returns true when it reloads (the caller keeps showing a loading state), false otherwise.
 */
export function reloadOnceForStaleChunk(
  error: unknown,
  env: ReloadEnvironment = browserEnvironment(),
): boolean {
  if (!isStaleChunkError(error)) return false;
  const last = Number(env.storage.getItem(STALE_CHUNK_RELOAD_KEY) ?? '');
  if (Number.isFinite(last) && last > 0 && env.now() - last < RELOAD_GUARD_MS) return false;
  env.storage.setItem(STALE_CHUNK_RELOAD_KEY, String(env.now()));
  env.reload();
  return true;
}

/** For REMOTE_REGION_ERROR_EVENT: a region's stale chunk reloads the page once (the region keeps loading). */
export function staleChunkListener(env?: ReloadEnvironment): (event: Event) => void {
  return (event) => {
    const { error } = (event as CustomEvent<RemoteRegionErrorDetail>).detail;
    if (reloadOnceForStaleChunk(error, env)) event.preventDefault();
  };
}

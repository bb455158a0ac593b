// Where the full frame's chunk (full-layout.tsx) is loaded, without React: the start (start-shell.tsx,
// before the React root renders) asks for it on a signed-in visit that is not the driver's, and the
// shell layout renders from the same slot, in its first commit once loaded. Asked for earlier, from
// start-runtime.ts, the chunk would carry copies of the shell's modules (its group has no parent
// holding them).
import type { ComponentType } from 'react';
import { loadInto } from '@trucks/shared-ui/module-slot';
import type { ModuleSlot } from '@trucks/shared-ui/module-slot';
import { reloadOnceForStaleChunk } from '../lib/stale-chunk-reload';

export const fullLayoutSlot: ModuleSlot<ComponentType> = {};

/** The chunk's component; a chunk gone after a deploy reloads the page once, as a page's does. */
export function loadFullLayout(): Promise<ComponentType> {
  return import(/* webpackChunkName: "full-layout" */ './full-layout').then(
    (module) => module.FullLayout,
    (error: unknown) => {
      if (reloadOnceForStaleChunk(error)) return new Promise<never>(() => undefined);
      throw error;
    },
  );
}

/** Starts the load early; a failure is left to the layout's own load, which shows it and retries. */
export function preloadFullLayout(): void {
  loadInto(fullLayoutSlot, loadFullLayout).catch(() => undefined);
}

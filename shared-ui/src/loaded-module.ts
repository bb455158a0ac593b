// A module loaded on demand (a remote's exposed module, a page's chunk) and rendered from React state,
// not through Suspense. React holds back content that replaces a Suspense fallback until 300 ms after
// the fallback appeared (its FALLBACK_THROTTLE_MS, for the render that follows a loaded promise): the
// load board's first visit waited 90 ms idle with its rows rendered, and a return visit, whose module
// was already loaded, showed the spinner and then waited too. From state, a module renders as soon as
// it has loaded, and a module loaded before renders at once.
import { startTransition, useEffect, useState } from 'react';
import { loadInto } from './module-slot';
import type { ModuleSlot } from './module-slot';

export { loadInto };
export type { ModuleSlot };

/**
 * The module once loaded (undefined while it loads); a failed load is thrown to the nearest error
 * boundary, and the slot forgets it, so a later mount (a Retry) loads again.
 */
export function useLoadedModule<T>(slot: ModuleSlot<T>, load: () => Promise<T>): T | undefined {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const rendered = slot.value;
  useEffect(() => {
    if (slot.value !== undefined) {
      // Loaded between this render and its effect (a preload that finished meanwhile): render again,
      // or the loading state would stay, with nothing left to end it.
      if (rendered === undefined) setLoaded((count) => count + 1);
      return undefined;
    }
    let mounted = true;
    loadInto(slot, load).then(
      // A transition: React renders the arrived module in slices of 5 ms with the browser free between
      // them, where an ordinary update rendered the whole page in one task (60-125 ms at Lighthouse's
      // 4x slowdown, issue 26). Only its commit is one task.
      () => mounted && startTransition(() => setLoaded((count) => count + 1)),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [slot, load, rendered]);
  if (failure) throw failure.error;
  return slot.value;
}

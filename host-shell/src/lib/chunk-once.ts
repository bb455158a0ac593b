// A chunk of the shell's own code (a component behind `import()`) loaded once a page load, whoever asks
// first (a focus, a pointer, an idle moment, a drawer opening). A failed load is forgotten, so the next
// ask loads again (shared-ui's loadInto, keyed here by the loading function).
import { loadInto } from '@trucks/shared-ui/loaded-module';
import type { ModuleSlot } from '@trucks/shared-ui/loaded-module';

const slots = new WeakMap<() => Promise<unknown>, ModuleSlot<unknown>>();

function slotOf<T>(load: () => Promise<T>): ModuleSlot<T> {
  let slot = slots.get(load) as ModuleSlot<T> | undefined;
  if (!slot) {
    slot = {};
    slots.set(load, slot);
  }
  return slot;
}

/** What `load` gave, if it has loaded already. */
export function loadedChunk<T>(load: () => Promise<T>): T | undefined {
  return slotOf(load).value;
}

/** Loads once: every caller gets the same promise until it settles; a failure is forgotten. */
export function loadChunkOnce<T>(load: () => Promise<T>): Promise<T> {
  return loadInto(slotOf(load), load);
}

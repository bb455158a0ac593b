// A chunk of the shell's own code (a component behind `import()`) loaded once a page load, whoever asks
// first (a focus, a pointer, an idle moment, a drawer opening). A failed load is forgotten, so the next
// ask loads again.

interface ChunkSlot<T> {
  value?: T;
  loading?: Promise<T>;
}

const slots = new WeakMap<() => Promise<unknown>, ChunkSlot<unknown>>();

function slotOf<T>(load: () => Promise<T>): ChunkSlot<T> {
  let slot = slots.get(load) as ChunkSlot<T> | undefined;
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
  const slot = slotOf(load);
  slot.loading ??= load().then(
    (value) => {
      slot.value = value;
      return value;
    },
    (error: unknown) => {
      slot.loading = undefined;
      throw error;
    },
  );
  return slot.loading;
}

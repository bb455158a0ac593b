// Where one on-demand module's load is kept (a remote's exposed module, a page's chunk), without React:
// the host's start (before React is evaluated) fills the same slots the regions and pages render from.

/** Where one module's load is kept: shared by every component that shows it. */
export interface ModuleSlot<T> {
  value?: T;
  loading?: Promise<T>;
}

/**
 * Starts the slot's load unless it has loaded or is loading: what a component showing it will wait
 * for, started earlier (a preload). A failed load leaves the slot empty, so the next load tries again.
 */
export function loadInto<T>(slot: ModuleSlot<T>, load: () => Promise<T>): Promise<T> {
  if (slot.value !== undefined) return Promise.resolve(slot.value);
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

// Evaluating modules a task each: `import()` of a module whose files have arrived evaluates it in the
// task that resolves the import, so a wait for the next task between two imports gives the browser a
// turn (to paint, to handle a tap) between them.

/** Resolves in a later task: scheduler.yield() where the browser has it, else a zero timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Imports `stages` one after another with a task between each, then runs `start`. */
export async function startStaged(
  stages: readonly (() => Promise<unknown>)[],
  start: () => Promise<void>,
): Promise<void> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  await start();
}

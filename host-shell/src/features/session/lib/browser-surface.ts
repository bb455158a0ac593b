// What the session needs of the browser (the address, storage, the clock and timers), as one object
// so that the controller's tests can play the browser.
export interface BrowserSurface {
  /** The current address (window.location.href). */
  href(): string;
  /** Replace the address without a navigation (history.replaceState). */
  replaceAddress(path: string): void;
  /** A full page load of a same-origin path (window.location.assign). */
  loadPage(path: string): void;
  /** localStorage: the driver flags. */
  storage: Storage | undefined;
  /** sessionStorage: the remembered path survives the provider's redirect in this tab. */
  tabStorage: Storage | undefined;
  now(): number;
  setTimer(callback: () => void, ms: number): () => void;
}

export function browserSurface(): BrowserSurface {
  const safe = (get: () => Storage): Storage | undefined => {
    try {
      return get();
    } catch {
      return undefined;
    }
  };
  return {
    href: () => window.location.href,
    replaceAddress: (path) => window.history.replaceState(window.history.state, '', path),
    loadPage: (path) => window.location.assign(path),
    storage: safe(() => window.localStorage),
    tabStorage: safe(() => window.sessionStorage),
    now: () => Date.now(),
    setTimer: (callback, ms) => {
      // setTimeout overflows above 2^31-1 ms (24.8 days); a session never lasts that long anyway.
      const handle = window.setTimeout(callback, Math.min(ms, 2 ** 31 - 1));
      return () => window.clearTimeout(handle);
    },
  };
}

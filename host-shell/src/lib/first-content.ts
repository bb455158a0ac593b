// The page the user landed on comes first (issue 26). The shell's own reads that no page's first content
// needs (the navigation badges' counts) wait until the landing page's first read has settled and the
// browser has painted what it brought, or for at most FIRST_CONTENT_WAIT_MS. On a phone on a cellular
// network those five or six small requests went out beside the page's read and its scripts, and the
// page's content waited for them: in Lighthouse's simulation of the dashboard they were the last
// requests before its largest paint. The badges are in the navigation drawer on a phone, and beside the
// page on a wide screen: a moment later there costs nobody anything.
//
// first-page-read.ts holds the shell's reads while the first read runs; a page with no first read (a
// host page, a visitor signing in) holds nothing.
import { startTransition, useEffect, useState } from 'react';
import { createStore } from 'zustand/vanilla';

/** The longest the shell's own reads wait for the landing page's first read. */
const FIRST_CONTENT_WAIT_MS = 4000;

interface FirstContentState {
  /** First reads still running (one per page load; a count so that a second never releases the first). */
  pending: number;
}

const firstContentStore = createStore<FirstContentState>()(() => ({ pending: 0 }));

/** How long the release waits for the browser to be idle after the first read, at most. */
const IDLE_WAIT_MS = 1000;

/**
 * Runs `then` once the browser is idle: after the page has rendered what the read brought and painted
 * it (a frame's idle period comes after its paint). A frame and a task where there is no
 * requestIdleCallback (Safari).
 */
function whenIdle(then: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => then(), { timeout: IDLE_WAIT_MS });
    return;
  }
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  setTimeout(then, 0);
}

/**
 * Holds the shell's own reads until `firstRead` settles (either way) and the browser is idle after it
 * (the page has rendered and painted what the read brought), or FIRST_CONTENT_WAIT_MS have passed.
 */
export function holdShellReadsFor(firstRead: Promise<unknown>, waitMs = FIRST_CONTENT_WAIT_MS): void {
  firstContentStore.setState((state) => ({ pending: state.pending + 1 }));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    whenIdle(() => firstContentStore.setState((state) => ({ pending: state.pending - 1 })));
  };
  const timer = setTimeout(release, waitMs);
  firstRead
    .catch(() => undefined)
    .then(() => {
      clearTimeout(timer);
      release();
    });
}

const allowedNow = () => firstContentStore.getState().pending === 0;

/**
 * Runs `then` once no landing page's first read is running (at once when none is). The toast after a
 * new sign-in ('Login Successful') waits so: on a phone its code and its render came before the
 * driver's cards, and it now shows over the page it welcomes the user to.
 */
export function afterFirstContent(then: () => void): void {
  if (allowedNow()) {
    then();
    return;
  }
  const unsubscribe = firstContentStore.subscribe(() => {
    if (!allowedNow()) return;
    unsubscribe();
    then();
  });
}

/**
 * Whether the shell's own reads may go out: no landing page's first read is running. The change is a
 * transition: the frame's re-render that starts the reads is sliced, not one task of the phone's
 * main thread (it was 90 ms at Lighthouse's 4x slowdown, right after the page's own render).
 */
export function useShellReadsAllowed(): boolean {
  const [allowed, setAllowed] = useState(allowedNow);
  useEffect(() => {
    const update = () => {
      const now = allowedNow();
      startTransition(() => setAllowed(now));
    };
    update();
    return firstContentStore.subscribe(update);
  }, []);
  return allowed;
}

// The spec's breakpoints (000 §9: xs 0, sm 800, md 960, lg 1280, xl 1920) as hooks over matchMedia,
// so a component re-renders only when its breakpoint is crossed.
import { useSyncExternalStore } from 'react';

const BREAKPOINTS = { xs: 0, sm: 800, md: 960, lg: 1280, xl: 1920 } as const;

/** True while the media query matches; false where matchMedia is missing (server, old test DOMs). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** A phone: narrower than the sm breakpoint (800px). Lists show cards, drawers take the full width. */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`);
}

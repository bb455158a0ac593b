// The spec's breakpoints (000 §9: xs 0, sm 800, md 960, lg 1280, xl 1920; the navigation hides below
// 900px) as hooks over matchMedia, so a component re-renders only when its breakpoint is crossed.
import { useSyncExternalStore } from 'react';

export const BREAKPOINTS = { xs: 0, sm: 800, md: 960, lg: 1280, xl: 1920 } as const;

/** Below this width the side navigation is hidden (spec 000 §2). */
export const NAVIGATION_HIDDEN_BELOW = 900;

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

/**
 * Mobile: narrower than the sm breakpoint (800px). The shipment search becomes a full-screen drawer
 * and the API Documentation link is hidden (spec 000 §2).
 */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`);
}

/** Wide enough for the side navigation (900px and up). */
export function useHasSideNavigation(): boolean {
  return useMediaQuery(`(min-width: ${NAVIGATION_HIDDEN_BELOW}px)`);
}

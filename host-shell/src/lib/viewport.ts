// The shell's breakpoints over shared-ui's (spec 000 §9: sm 800; the navigation hides below 900px), so
// a component re-renders only when its breakpoint is crossed.
import { useMediaQuery } from '@trucks/shared-ui/viewport';

/**
 * Mobile: narrower than the sm breakpoint (800px), the width at which lists show cards. The shipment
 * search becomes a full-screen drawer and the API Documentation link is hidden (spec 000 §2).
 */
export { useIsPhone as useIsMobile } from '@trucks/shared-ui/viewport';

/** Below this width the side navigation is hidden (spec 000 §2). */
const NAVIGATION_HIDDEN_BELOW = 900;

/** Wide enough for the side navigation (900px and up). */
export function useHasSideNavigation(): boolean {
  return useMediaQuery(`(min-width: ${NAVIGATION_HIDDEN_BELOW}px)`);
}

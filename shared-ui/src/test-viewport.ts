// For tests: a window.matchMedia that answers min-width / max-width queries for a chosen width, so the
// shell's breakpoints (useIsMobile, useHasSideNavigation) see a desktop, a tablet or a phone.
const originalMatchMedia = window.matchMedia;

function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value]) =>
    bound === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

/** Makes matchMedia answer as a window `width` pixels wide (call before rendering). */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function restoreViewport(): void {
  window.matchMedia = originalMatchMedia;
}

/** Widths either side of the spec's breakpoints (000 §9: sm 800; the navigation hides below 900). */
export const DESKTOP_WIDTH = 1280;
export const TABLET_WIDTH = 850;
export const PHONE_WIDTH = 390;

// What the desktop search's two boxes share: the first paint's plain box and the AutoComplete that
// replaces it once loaded look the same and carry the same name.
export const SEARCH_PLACEHOLDER = 'Search Shipments';

/** The desktop box's width in the top bar, in pixels. */
export const SEARCH_BOX_WIDTH = 280;

/** Where the caret was in the plain box when the AutoComplete replaced it (the box had the focus). */
export interface SearchBoxHandoff {
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | undefined;
}

// What the desktop search's two boxes share: the first paint's plain box and the AutoComplete that
// replaces it once loaded look the same and carry the same name.
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';

export const SEARCH_PLACEHOLDER = 'Search Shipments';

/** The desktop box's width in the top bar, in pixels. */
export const SEARCH_BOX_WIDTH = 280;

/** Where the caret was in the plain box when the AutoComplete replaced it (the box had the focus). */
export interface SearchBoxHandoff {
  selectionStart: number | null;
  selectionEnd: number | null;
  selectionDirection: 'forward' | 'backward' | 'none' | undefined;
}

/** What the desktop and the phone search boxes are given. */
export interface ShipmentSearchFieldProps {
  viaBrokerQuickSearch: boolean;
  onChoose: (result: ShipmentSearchResult) => void;
}

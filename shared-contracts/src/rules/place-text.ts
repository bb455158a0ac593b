/**
 * A place typed as text, as the load board's Origin and Destination filters and Saved Lanes' Add Lane
 * take it: 'City, ST' (a city and its state or province code) or a state code alone ('TX'); empty is
 * anywhere. Anything else cannot be read, and is said so at the field instead of being dropped from
 * the search (issue 41: 'Dallas TX' showed every load).
 */
interface PlaceParts {
  city?: string;
  state?: string;
}

export const PLACE_TEXT_HINT = "Type 'City, ST' or a state code ('TX').";

const CITY_AND_STATE = /^([^,]+),\s*([A-Za-z]{2})$/;
const STATE_ALONE = /^[A-Za-z]{2}$/;

/** The city and state of the text; `{}` for empty text; `undefined` when the text cannot be read. */
export function readPlaceText(text: string | undefined): PlaceParts | undefined {
  const typed = (text ?? '').trim();
  if (typed === '') return {};
  if (STATE_ALONE.test(typed)) return { state: typed.toUpperCase() };
  const match = CITY_AND_STATE.exec(typed);
  if (!match) return undefined;
  return { city: match[1]!.trim(), state: match[2]!.toUpperCase() };
}

/** The text can be read (or is empty). */
export const isReadablePlaceText = (text: string | undefined): boolean => readPlaceText(text) !== undefined;

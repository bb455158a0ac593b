// Where a record page's close goes: back to the list it was opened from, with that list's filters
// (its query string) and its scroll position. The list remembers both when a row is opened; the record
// page asks for the address; the list restores the scroll once its rows are back. Kept in
// sessionStorage, so it survives a reload of the record page and stays per tab.
const STORAGE_KEY = 'trucks:list-return';

interface ListPosition {
  search: string;
  scrollY: number;
}

type Positions = Record<string, ListPosition>;

function read(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function write(positions: Positions): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or denied: the close still goes to the plain list.
  }
}

/** Called by a list as one of its rows opens. */
export function rememberListPosition(pathname: string, search: string, scrollY: number): void {
  write({ ...read(), [pathname]: { search, scrollY } });
}

/** The list's address with the filters it had when a record was opened from it. */
export function listReturnAddress(listPath: string): string {
  return `${listPath}${read()[listPath]?.search ?? ''}`;
}

/** The scroll position to restore for this list and query string, once; undefined when none. */
export function takeListScroll(pathname: string, search: string): number | undefined {
  const positions = read();
  const position = positions[pathname];
  if (!position || position.search !== search) return undefined;
  delete positions[pathname];
  write(positions);
  return position.scrollY;
}

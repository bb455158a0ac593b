// What page of a list the address asks for: its filters (defaults where absent), its page and its sort.
// usePagedList reads it on every render; a route reads it too, to start the list's first request while
// the page's chunk is still loading (lazyPage's `readAhead`), so both ask for the same query key.
import { readFilters } from './use-list-filters';
import type { ListFilterValues } from './use-list-filters';

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';

/** @public */
export type SortDirection = 'asc' | 'desc';
/** @public */
export interface ListSort {
  key: string;
  direction: SortDirection;
}

/** 'rate' is ascending, '-rate' descending: short enough to read in an address. */
function parseSort(text: string | null): ListSort | undefined {
  if (!text) return undefined;
  return text.startsWith('-') ? { key: text.slice(1), direction: 'desc' } : { key: text, direction: 'asc' };
}

export function sortText(sort: ListSort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** What a list page asks of one page of its list. */
export interface ListPageRequest<F extends ListFilterValues> {
  filters: F;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The sort chosen, else the list's default; undefined when the list has no sort. */
  sort: ListSort | undefined;
}

export interface ListRequestOptions<F extends ListFilterValues> {
  /** Every filter of the list (the view too), as query-string text; '' is "not set". */
  defaults: F;
  /** Rows a page; a list whose size depends on a filter (a view of longer pages) gives a function. */
  pageSize: number | ((filters: F) => number);
  defaultSort?: ListSort;
}

/** The page the address asks for; `filters` may be given when the caller has read them already. */
export function listRequestOf<F extends ListFilterValues>(
  params: URLSearchParams,
  { defaults, pageSize, defaultSort }: ListRequestOptions<F>,
  filters: F = readFilters(params, defaults),
): ListPageRequest<F> {
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const sort = parseSort(params.get(SORT_PARAM)) ?? defaultSort;
  return { filters, page, pageSize: typeof pageSize === 'function' ? pageSize(filters) : pageSize, sort };
}

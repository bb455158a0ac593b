// usePagedList: a paged list's state and its reads. The filters, the view, the sort and the page live
// in the URL (a link or a reload shows the same list); one page is read through the feature's query
// options; Apply, the pages of a CSV export. PagedListPage (paged-list.tsx) renders it.
import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryFunction, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { listRequestOf, PAGE_PARAM, SORT_PARAM, sortText } from './list-request';
import type { ListPageRequest, ListRequestOptions, ListSort } from './list-request';
import { useListFiltersOn, useListSearchParams } from './use-list-filters';
import type { ListFilters, ListFilterValues } from './use-list-filters';

/** The longest Apply waits for the new first page before it shows the change (under the spinner). */
const APPLY_WAIT_MS = 150;
/** The most rows one CSV export reads, page by page. */
const MAX_EXPORT_ROWS = 5000;

/** @public The query options of one page, as a feature's API file builds them with apiQueryOptions. */
export type ListPageQuery<R> = UseQueryOptions<R, ApiError, R, QueryKey>;

/** @public */
export interface ListRows<T> {
  items: readonly T[];
  /** Rows matching the filters on every page. */
  total: number;
}

export interface PagedListOptions<F extends ListFilterValues, T, R> extends ListRequestOptions<F> {
  pageQuery: (request: ListPageRequest<F>) => ListPageQuery<R>;
  /** The rows and the total of one answer. */
  rowsOf: (response: R) => ListRows<T>;
}

export interface PagedList<F extends ListFilterValues, T, R = unknown> {
  filters: ListFilters<F>;
  request: ListPageRequest<F>;
  setPage: (page: number) => void;
  setSort: (sort: ListSort | undefined) => void;
  query: UseQueryResult<R, ApiError>;
  /** The rows of the page on screen (the previous page's while the next one loads). */
  rows: ListRows<T> | undefined;
  /** True when the applied filters differ from the defaults. */
  filtered: boolean;
  /** Reads every page of the current view (up to MAX_EXPORT_ROWS rows). */
  readAll: () => Promise<T[]>;
  /**
   * Apply of the panel: writes the draft to the URL; a list with a staleTime first waits (briefly) for
   * the draft's first page, so the change renders once, with its rows.
   */
  apply: () => void;
}

export function usePagedList<F extends ListFilterValues, T, R>({
  defaults,
  pageSize,
  defaultSort,
  pageQuery,
  rowsOf,
}: PagedListOptions<F, T, R>): PagedList<F, T, R> {
  const search = useListSearchParams();
  const [params, setParams] = search;
  const filters = useListFiltersOn(search, defaults, { resets: [PAGE_PARAM] });
  const queryClient = useQueryClient();
  const request = listRequestOf(params, { defaults, pageSize, defaultSort }, filters.applied);
  const query = useQuery({ ...pageQuery(request), placeholderData: keepPreviousData });

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next));
        return updated;
      }),
    [setParams],
  );
  const defaultSortText = defaultSort ? sortText(defaultSort) : undefined;
  const setSort = useCallback(
    (next: ListSort | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete(PAGE_PARAM);
        const text = next ? sortText(next) : undefined;
        if (!text || text === defaultSortText) updated.delete(SORT_PARAM);
        else updated.set(SORT_PARAM, text);
        return updated;
      }),
    [setParams, defaultSortText],
  );

  const readAll = async (): Promise<T[]> => {
    const all: T[] = [];
    for (let next = 1; all.length < MAX_EXPORT_ROWS; next += 1) {
      const options = pageQuery({ ...request, page: next });
      const response = await queryClient.fetchQuery({
        queryKey: options.queryKey,
        queryFn: options.queryFn as QueryFunction<R, QueryKey>,
        staleTime: 30_000,
      });
      const { items, total } = rowsOf(response);
      all.push(...items);
      if (items.length === 0 || all.length >= total) break;
    }
    return all.slice(0, MAX_EXPORT_ROWS);
  };

  const apply = () => {
    // A list whose pages stay fresh a while (staleTime) asks for the draft's first page at the click and
    // changes the URL when it has answered (APPLY_WAIT_MS at most): the page renders once, with the new
    // rows, instead of once under the refreshing spinner and again when they come. Without a staleTime
    // the page's query would ask again when it mounts on the new key: the URL changes at once.
    const options = pageQuery({ ...request, filters: filters.draft, page: 1 });
    if (!options.staleTime) {
      filters.apply();
      return;
    }
    const answered = queryClient.prefetchQuery({
      queryKey: options.queryKey,
      queryFn: options.queryFn as QueryFunction<R, QueryKey>,
      staleTime: options.staleTime,
    });
    const waited = new Promise((resolve) => setTimeout(resolve, APPLY_WAIT_MS));
    void Promise.race([answered, waited]).then(filters.apply);
  };

  const filtered = Object.keys(defaults).some((key) => filters.applied[key] !== defaults[key]);
  return {
    filters,
    request,
    setPage,
    setSort,
    query,
    rows: query.data === undefined ? undefined : rowsOf(query.data),
    filtered,
    readAll,
    apply,
  };
}

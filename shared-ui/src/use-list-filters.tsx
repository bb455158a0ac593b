// The state behind a ListPage's side panel: the applied filters live in the URL's query string (a list
// can be bookmarked, shared and reopened with Back), the panel edits a draft that Apply writes and
// Reset clears. Views apply at once, as a click on a quick view does. A paged list (paged-list.tsx)
// names 'page' in `resets`, so a new filter starts again at the first page.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Filter values as the query string holds them; '' means "not set" and is left out of the URL. */
export type ListFilterValues = Record<string, string>;

export interface ListFilters<F extends ListFilterValues> {
  /** What the list is filtered by now (from the URL, defaults where absent). */
  applied: F;
  /** What the panel shows; differs from `applied` until Apply. */
  draft: F;
  setDraft: <K extends keyof F>(key: K, value: F[K]) => void;
  /** Writes the draft to the URL. */
  apply: () => void;
  /** Back to the defaults, in the panel and in the URL. */
  reset: () => void;
  /** Applies one value at once (a view, a tab), keeping the other applied filters. */
  applyNow: <K extends keyof F>(key: K, value: F[K]) => void;
}

const splitKeys = (joined: string): string[] => (joined ? joined.split('&') : []);

export function readFilters<F extends ListFilterValues>(params: URLSearchParams, defaults: F): F {
  const values: ListFilterValues = {};
  for (const key of Object.keys(defaults)) values[key] = params.get(key) ?? defaults[key] ?? '';
  return values as F;
}

function writeFilters<F extends ListFilterValues>(
  params: URLSearchParams,
  values: F,
  defaults: F,
  resets: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of resets) next.delete(key);
  for (const key of Object.keys(defaults)) {
    const value = values[key] ?? '';
    // A default value stays out of the URL, so the plain list address is the default view.
    if (value === '' || value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The list's query string and its setter (useListSearchParams). */
export type ListSearchParams = readonly [
  URLSearchParams,
  (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams)) => void,
];

/**
 * The query string a list renders from, written ahead of the address. A change (Apply, a sort, a page)
 * renders the list at once, in the event that made it; the address follows once the browser has
 * painted. Through react-router's setter alone, the change rendered as the router's transition, in 5 ms
 * slices with the whole tree's location consumers, after a history.pushState: 60-90 ms from Apply to
 * the new rows on the load board, where the list alone renders in about 20 (CPU profiles,
 * shared-ui/README.md). The address still changes on every change (a link or a reload shows the same
 * list); Back, a link or anything else that moves the address wins over a change not yet written.
 */
export function useListSearchParams(): ListSearchParams {
  const [routerParams, setRouterParams] = useSearchParams();
  const routerQuery = routerParams.toString();
  // `since`: the address when the change was made; once the address moves, it is what the list shows.
  const [ahead, setAhead] = useState<{ query: string; since: string } | null>(null);
  // The last query this list wrote to the address.
  const [written, setWritten] = useState<string | undefined>(undefined);
  // Once the address has moved, the change ahead of it is done with (React's adjust-state-in-render);
  // unless the address moved to this list's own earlier write while a newer change waits for its turn.
  if (ahead !== null && ahead.since !== routerQuery) {
    const newerWaits = routerQuery === written && ahead.query !== routerQuery;
    setAhead(newerWaits ? { query: ahead.query, since: routerQuery } : null);
  }
  const query = ahead && ahead.since === routerQuery ? ahead.query : routerQuery;
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const latest = useRef({ query, routerQuery, setRouterParams });
  useLayoutEffect(() => {
    latest.current = { query, routerQuery, setRouterParams };
  });
  // The address follows the change once the list has painted it: this effect runs after the list's
  // commit, the frame after it paints the rows, then the router's update runs. Scheduled at the change
  // instead, the write could land between the change and the list's render and hold the rows' frame
  // back by the router's own render. A newer change (or leaving the page) cancels a write not yet done,
  // so the address never shows a change in between.
  const pending = ahead?.since === routerQuery ? ahead.query : undefined;
  useEffect(() => {
    if (pending === undefined) return undefined;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        setWritten(pending);
        latest.current.setRouterParams(new URLSearchParams(pending));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [pending]);
  const setParams = useCallback<ListSearchParams[1]>((change) => {
    const now = latest.current;
    const next = typeof change === 'function' ? change(new URLSearchParams(now.query)) : change;
    const nextQuery = next.toString();
    if (nextQuery === now.query) return;
    setAhead({ query: nextQuery, since: now.routerQuery });
    // A second change before the next render starts from this one.
    latest.current = { ...now, query: nextQuery };
  }, []);
  return [params, setParams] as const;
}

export interface ListFilterOptions {
  /** Other query-string keys that a change of filters clears (the list's 'page'). */
  resets?: readonly string[];
}

export function useListFilters<F extends ListFilterValues>(
  defaults: F,
  options: ListFilterOptions = {},
): ListFilters<F> {
  return useListFiltersOn(useListSearchParams(), defaults, options);
}

/** useListFilters over a query string the caller reads too (usePagedList's page and sort). */
export function useListFiltersOn<F extends ListFilterValues>(
  [params, setParams]: ListSearchParams,
  defaults: F,
  { resets = [] }: ListFilterOptions = {},
): ListFilters<F> {
  const resetsKey = resets.join('&');
  const query = params.toString();
  // `defaults` is usually a literal re-created each render; its content, not identity, matters.
  const defaultsKey = JSON.stringify(defaults);
  const applied = useMemo(
    () => readFilters(new URLSearchParams(query), JSON.parse(defaultsKey) as F),
    [query, defaultsKey],
  );
  const [draftState, setDraftState] = useState<{ from: string; values: F }>({ from: query, values: applied });
  // When the URL changes (Apply, Back, a link), the panel shows what is applied.
  const draft = draftState.from === query ? draftState.values : applied;

  // The setters keep one identity for the page's life and read what is current when called: a filter
  // field memoized on its own value (list-panel.tsx) keeps a setter from an earlier render, and a URL
  // change (Apply, a re-sort) then re-renders only the rows, not the whole panel.
  const latest = useRef({ query, applied, draft, setParams, defaultsKey, resetsKey });
  useLayoutEffect(() => {
    latest.current = { query, applied, draft, setParams, defaultsKey, resetsKey };
  });

  const setDraft = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    const { query: current, applied: appliedNow } = latest.current;
    setDraftState((state) => {
      const base = state.from === current ? state.values : appliedNow;
      return { from: current, values: { ...base, [key]: value } };
    });
  }, []);

  const apply = useCallback(() => {
    const now = latest.current;
    now.setParams(
      writeFilters(
        new URLSearchParams(now.query),
        now.draft,
        JSON.parse(now.defaultsKey) as F,
        splitKeys(now.resetsKey),
      ),
    );
  }, []);

  const reset = useCallback(() => {
    const now = latest.current;
    const initial = JSON.parse(now.defaultsKey) as F;
    setDraftState({ from: now.query, values: initial });
    now.setParams(writeFilters(new URLSearchParams(now.query), initial, initial, splitKeys(now.resetsKey)));
  }, []);

  const applyNow = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    const now = latest.current;
    now.setParams(
      writeFilters(
        new URLSearchParams(now.query),
        { ...now.applied, [key]: value },
        JSON.parse(now.defaultsKey) as F,
        splitKeys(now.resetsKey),
      ),
    );
  }, []);

  return { applied, draft, setDraft, apply, reset, applyNow };
}

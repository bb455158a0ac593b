// The paged list every list page is built on (docs/add-a-page.md). usePagedList keeps the filters,
// the view, the sort and the page in the URL (a link or a reload shows the same list) and reads one
// page through the feature's query options; PagedListPage renders the spec's list page around it:
// the side panel, a count, skeleton rows on the first load, an empty state that says why, an error
// with Retry, a table (cards on a phone), virtualized rows past VIRTUALIZE_AFTER, keyboard up/down
// and Enter to open a row, and a CSV export of the current view. The hook is use-paged-list.ts, the
// rows paged-list-rows.tsx; apps import both from here.
import { useDeferredValue, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useLocation } from 'react-router';
import { ListPage } from './list-page';
import type { ListPageProps } from './list-page';
import { rememberListPosition, takeListScroll } from './list-return';
import type { ListFilterValues } from './use-list-filters';
import { ListRowsView } from './paged-list-rows';
import { QueryErrorAlert } from './query-error-alert';
import type { ListColumn, ListNoun } from './paged-list-rows';
import type { PagedList } from './use-paged-list';

// The block's one entry for the apps: the hook, the page and their types.
export { usePagedList } from './use-paged-list';
export type { ListPageQuery } from './use-paged-list';
export type { ListColumn, ListNoun } from './paged-list-rows';
export type { ListPageRequest } from './list-request';

type ListFrameProps = Omit<
  ListPageProps,
  'loading' | 'empty' | 'emptyMessage' | 'children' | 'onReset' | 'onApply'
>;

export interface PagedListPageProps<F extends ListFilterValues, T> extends ListFrameProps {
  list: PagedList<F, T>;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  noun: ListNoun;
  /** Why the list is empty: with filters applied (a Reset filters action is offered) and without. */
  emptyMessage: { filtered: string; unfiltered: string };
  /** Opens a row (Enter, a click on the row); the list remembers its filters and scroll first. */
  onOpen?: (row: T) => void;
  /** The phone's card of a row; by default the columns as label and value. */
  card?: (row: T) => ReactNode;
  /** Offers 'Export CSV' of the current view, named `<fileName>-<date>.csv`. */
  exportFileName?: string;
  /** Above the rows (a notice about the list). */
  notice?: ReactNode;
  /** After the list page (a preview route's drawer). */
  children?: ReactNode;
}

export function PagedListPage<F extends ListFilterValues, T>({
  list,
  columns,
  rowKey,
  noun,
  emptyMessage,
  onOpen,
  card,
  exportFileName,
  notice,
  children,
  ...frame
}: PagedListPageProps<F, T>) {
  const { pathname, search } = useLocation();
  const { query, filtered, filters } = list;
  // The rows render at a transition's priority: React Query delivers an answer as an urgent update
  // (useSyncExternalStore), and a page of rows in the table was one task of about 300 ms at Lighthouse's
  // 4x slowdown, a phone unable to answer a tap meanwhile. Deferred, React renders them in 5 ms slices;
  // the skeleton (or the rows before) stays on screen until they are ready (issue 26).
  // `null` first, also when the page mounts on rows read ahead or cached (useDeferredValue defers a
  // mount only when given an initial value, and `undefined` counts as none).
  const rows = useDeferredValue(list.rows ?? null, null) ?? undefined;
  const rowsOnTheirWay = list.rows !== undefined && rows === undefined;
  const open = onOpen
    ? (row: T) => {
        rememberListPosition(pathname, search, window.scrollY);
        onOpen(row);
      }
    : undefined;

  // Back from a record: the list scrolls to where it was once its rows are on screen again.
  const hasRows = rows !== undefined;
  useEffect(() => {
    if (!hasRows) return;
    const scrollY = takeListScroll(pathname, search);
    if (scrollY !== undefined) window.scrollTo({ top: scrollY });
  }, [hasRows, pathname, search]);

  const empty = rows !== undefined && rows.items.length === 0 && !query.isError;
  return (
    <>
      <ListPage
        {...frame}
        onReset={filters.reset}
        onApply={list.apply}
        loading={query.isPending || rowsOnTheirWay}
        empty={empty}
        emptyMessage={filtered ? emptyMessage.filtered : emptyMessage.unfiltered}
        emptyAction={filtered ? <Button onClick={filters.reset}>Reset filters</Button> : undefined}
      >
        {notice}
        {query.isError ? (
          <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} style={{ margin: 16 }} />
        ) : null}
        {rows ? (
          <ListRowsView
            list={list}
            rows={rows}
            columns={columns}
            rowKey={rowKey}
            noun={noun}
            onOpen={open}
            card={card}
            exportFileName={exportFileName}
          />
        ) : null}
      </ListPage>
      {children}
    </>
  );
}

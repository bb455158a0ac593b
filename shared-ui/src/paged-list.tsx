// The paged list every list page is built on (docs/add-a-page.md). usePagedList keeps the filters,
// the view, the sort and the page in the URL (a link or a reload shows the same list) and reads one
// page through the feature's query options; PagedListPage renders the spec's list page around it:
// the side panel, a count, skeleton rows on the first load, an empty state that says why, an error
// with Retry, a table (cards on a phone), virtualized rows past VIRTUALIZE_AFTER, keyboard up/down
// and Enter to open a row, and a CSV export of the current view.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryFunction, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Alert, App, Button, Card, Flex, Spin, Typography, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { ListPage } from './list-page';
import type { ListPageProps } from './list-page';
import { downloadCsv, toCsv } from './csv';
import type { CsvValue } from './csv';
import { rememberListPosition, takeListScroll } from './list-return';
import { listRequestOf, PAGE_PARAM, SORT_PARAM, sortText } from './list-request';
import type { ListPageRequest, ListRequestOptions, ListSort } from './list-request';

export type { ListPageRequest } from './list-request';
import { useListFiltersOn, useListSearchParams } from './use-list-filters';
import type { ListFilters, ListFilterValues } from './use-list-filters';
import { rowClick, rowKeyDown, RowTable } from './row-table';
import type { TableColumn } from './row-table';
import { useIsPhone } from './viewport';
import { Pager } from './pager';

/** Past this many rows on screen, rows are virtualized (only those in view are in the DOM). */
const VIRTUALIZE_AFTER = 100;
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

/** One column: its header, its cell, and what the CSV export and the phone's card make of it. */
export interface ListColumn<T> extends TableColumn<T> {
  /** The plain value the CSV export writes; a column without it is left out of the export. */
  csv?: (row: T) => CsvValue;
  /** Hidden from the phone's card (a column repeated in the card's title, say). */
  hideOnCard?: boolean;
}

/** @public How the list counts its rows: '1 contact', '2 contacts'. */
export interface ListNoun {
  one: string;
  other: string;
}

function countText(total: number, noun: ListNoun): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? noun.one : noun.other}`;
}

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
  const { query, rows, filtered, filters } = list;
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
        loading={query.isPending}
        empty={empty}
        emptyMessage={filtered ? emptyMessage.filtered : emptyMessage.unfiltered}
        emptyAction={filtered ? <Button onClick={filters.reset}>Reset filters</Button> : undefined}
      >
        {notice}
        {query.isError ? (
          <Alert
            type="error"
            showIcon
            title={query.error.message}
            style={{ margin: 16 }}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                Retry
              </Button>
            }
          />
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

interface ListRowsViewProps<F extends ListFilterValues, T> {
  list: PagedList<F, T>;
  rows: ListRows<T>;
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  noun: ListNoun;
  onOpen: ((row: T) => void) | undefined;
  card: ((row: T) => ReactNode) | undefined;
  exportFileName: string | undefined;
}

function ListRowsView<F extends ListFilterValues, T>({
  list,
  rows,
  columns,
  rowKey,
  noun,
  onOpen,
  card,
  exportFileName,
}: ListRowsViewProps<F, T>) {
  const { token } = theme.useToken();
  const phone = useIsPhone();
  const { request, query } = list;
  let body: ReactNode;
  if (phone)
    body = <CardRows rows={rows.items} columns={columns} rowKey={rowKey} onOpen={onOpen} card={card} />;
  else if (rows.items.length > VIRTUALIZE_AFTER)
    body = <VirtualTable rows={rows.items} columns={columns} rowKey={rowKey} onOpen={onOpen} />;
  else
    body = (
      <div data-list-rows="">
        <Spin spinning={query.isFetching && query.isPlaceholderData}>
          <RowTable
            rows={rows.items}
            columns={columns}
            rowKey={rowKey}
            onOpen={onOpen}
            sort={request.sort}
            onSort={list.setSort}
            listRows
          />
        </Spin>
      </div>
    );
  return (
    <div style={{ padding: phone ? token.paddingSM : token.padding }}>
      <Flex align="center" justify="space-between" gap={token.marginSM} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" aria-live="polite">
          {countText(rows.total, noun)}
        </Typography.Text>
        {exportFileName && rows.total > 0 ? (
          <ExportButton list={list} columns={columns} fileName={exportFileName} />
        ) : null}
      </Flex>
      {body}
      {rows.total > request.pageSize ? (
        <Pager
          style={{ marginTop: 16 }}
          current={request.page}
          pageSize={request.pageSize}
          total={rows.total}
          simple={phone}
          onChange={(page) => {
            list.setPage(page);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </div>
  );
}

function ExportButton<F extends ListFilterValues, T>({
  list,
  columns,
  fileName,
}: {
  list: PagedList<F, T>;
  columns: readonly ListColumn<T>[];
  fileName: string;
}) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const exported = columns.filter((column) => column.csv);
  const run = async () => {
    setExporting(true);
    try {
      const all = await list.readAll();
      const csv = toCsv(
        exported.map((column) => column.title),
        all.map((row) => exported.map((column) => column.csv?.(row))),
      );
      downloadCsv(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      void message.error((error as Error).message || 'The export could not be completed. Try again.');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void run()}>
      Export CSV
    </Button>
  );
}

interface RowsProps<T> {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  onOpen: ((row: T) => void) | undefined;
}

const ROW_HEIGHT = 52;

/** The rows as an ARIA table whose body keeps only the rows in view (and a few around) in the DOM. */
function VirtualTable<T>({ rows, columns, rowKey, onOpen }: RowsProps<T>) {
  const { token } = theme.useToken();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    setScrollMargin(bodyRef.current ? bodyRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin,
  });
  const template = useMemo(
    () => columns.map((column) => (column.width ? `${column.width}px` : 'minmax(120px, 1fr)')).join(' '),
    [columns],
  );
  const cellStyle = { padding: `${token.paddingXS}px ${token.paddingSM}px`, overflow: 'hidden' } as const;
  const onKeyDown = (row: T, index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // The next row may not be in the DOM yet: scroll it in, then focus it.
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0 || next >= rows.length) return;
      event.preventDefault();
      virtualizer.scrollToIndex(next, { align: 'auto' });
      requestAnimationFrame(() =>
        bodyRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus(),
      );
    } else rowKeyDown(row, onOpen)(event);
  };
  return (
    <div role="table" aria-rowcount={rows.length + 1} style={{ overflowX: 'auto' }}>
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          style={{
            display: 'grid',
            gridTemplateColumns: template,
            background: token.colorFillAlter,
            fontWeight: token.fontWeightStrong,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {columns.map((column) => (
            <div role="columnheader" key={column.key} style={cellStyle}>
              {column.title}
            </div>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        ref={bodyRef}
        data-list-rows=""
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] as T;
          return (
            <div
              role="row"
              key={rowKey(row)}
              tabIndex={0}
              data-list-row=""
              data-index={item.index}
              aria-rowindex={item.index + 2}
              onKeyDown={onKeyDown(row, item.index)}
              onClick={rowClick(row, onOpen)}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: item.size,
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                display: 'grid',
                gridTemplateColumns: template,
                alignItems: 'center',
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                cursor: onOpen ? 'pointer' : undefined,
              }}
            >
              {columns.map((column) => (
                <div role="cell" key={column.key} style={cellStyle}>
                  {column.render(row)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** On a phone each row is a card: the page's own, or every column as label and value. */
function CardRows<T>({
  rows,
  columns,
  rowKey,
  onOpen,
  card,
}: RowsProps<T> & { card: ((row: T) => ReactNode) | undefined }) {
  const { token } = theme.useToken();
  return (
    <ul
      data-list-rows=""
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}
    >
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          tabIndex={0}
          data-list-row=""
          onKeyDown={rowKeyDown(row, onOpen)}
          onClick={rowClick(row, onOpen)}
          style={{ cursor: onOpen ? 'pointer' : undefined, borderRadius: token.borderRadiusLG }}
        >
          <Card size="small">
            {card ? (
              card(row)
            ) : (
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 }}>
                {columns
                  .filter((column) => !column.hideOnCard)
                  .map((column) => (
                    <div key={column.key} style={{ display: 'contents' }}>
                      <dt style={{ color: token.colorTextSecondary }}>{column.title}</dt>
                      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {column.render(row)}
                      </dd>
                    </div>
                  ))}
              </dl>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

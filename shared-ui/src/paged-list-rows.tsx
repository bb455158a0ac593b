// The rows of a paged list once they are read: the count and the CSV export above them, a table (cards
// on a phone), virtualized rows past VIRTUALIZE_AFTER, keyboard up/down and Enter to open a row, the
// pager below.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { App, Button, Card, Flex, Spin, Typography, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadCsv, toCsv } from './csv';
import type { CsvValue } from './csv';
import type { ListFilterValues } from './use-list-filters';
import { rowClick, rowKeyDown, RowTable } from './row-table';
import type { TableColumn } from './row-table';
import { useIsPhone } from './viewport';
import { Pager } from './pager';
import type { ListRows, PagedList } from './use-paged-list';

/** Past this many rows on screen, rows are virtualized (only those in view are in the DOM). */
const VIRTUALIZE_AFTER = 100;

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

export function ListRowsView<F extends ListFilterValues, T>({
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

// The rows of a paged list once they are read: the count and the CSV export above them, a table (cards
// on a phone), virtualized rows past VIRTUALIZE_AFTER, keyboard up/down and Enter to open a row, the
// pager below.
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
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
import { lazyPanel } from './lazy-panel';
import type { VirtualTableProps } from './virtual-table';

/** Past this many rows on screen, rows are virtualized (only those in view are in the DOM). */
const VIRTUALIZE_AFTER = 100;

/** The virtualized table, in a chunk of its own (virtual-table.tsx says why). */
const VirtualTable = lazyPanel(
  () =>
    import('./virtual-table').then(
      (module) => module.VirtualTable as ComponentType<VirtualTableProps<unknown>>,
    ),
  'Loading rows',
  'The rows could not be loaded.',
);

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
    body = (
      <VirtualTable
        rows={rows.items}
        columns={columns as readonly ListColumn<unknown>[]}
        rowKey={rowKey as (row: unknown) => string}
        onOpen={onOpen as ((row: unknown) => void) | undefined}
      />
    );
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

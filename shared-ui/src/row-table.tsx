// The suite's table of rows: a semantic <table> (rows, column headers with aria-sort, cells) that
// looks like antd's middle-size Table and does only what the suite's tables do: columns, a sort the
// server applies, rows that open on a click or Enter, and up/down between rows. Not antd's Table:
// its rc-table renders several components and context providers per cell and measures the
// scrollbar in a layout effect on every mount; on the load board that was most of a re-sort's
// render (the row cells) and a forced layout per visit (CPU profiles, shared-ui/README.md).
// A table wider than the page scrolls sideways in its own box.
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { theme } from 'antd';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { ListSort } from './list-request';

/** One column: its header and its cell. */
export interface TableColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** The sort key the list's query understands; makes the header sortable. */
  sortKey?: string;
  /** In px; the others share what is left. */
  width?: number;
  /** 'end' for amounts and counts. */
  align?: 'start' | 'end';
}

export interface RowTableProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string;
  /** The sort on screen; a click on a sortable header asks for the next one (ascending, descending, none). */
  sort?: ListSort;
  onSort?: (sort: ListSort | undefined) => void;
  /** Opens a row (a click on it, outside its links and buttons, or Enter on the focused row). */
  onOpen?: (row: T) => void;
  /** The table's accessible name. */
  label?: string;
  /** Marks each row `data-list-row` (the paged list's rows, which up and down move between). */
  listRows?: boolean;
  /** Below the rows: totals, as `<tr>`s of `<td>`s (`data-align="end"` aligns a cell like an 'end' column). */
  footer?: ReactNode;
  /** What a table without rows says, in one row under the headers (antd's `locale.emptyText`). */
  empty?: ReactNode;
  /** Tighter rows (a dashboard's short lists). */
  size?: 'small' | 'middle';
}

/** Up/down move between rows, Enter opens one; a key pressed inside a control inside the row is its own. */
export function rowKeyDown<T>(row: T, onOpen: ((row: T) => void) | undefined) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusSiblingRow(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    }
  };
}

function focusSiblingRow(row: HTMLElement, step: 1 | -1) {
  const container = row.closest('[data-list-rows]');
  if (!container) return;
  const all = [...container.querySelectorAll<HTMLElement>('[data-list-row]')];
  all[all.indexOf(row) + step]?.focus();
}

/** A click on the row opens it, unless the click was on a link, button or field inside it. */
export function rowClick<T>(row: T, onOpen: ((row: T) => void) | undefined) {
  return (event: { target: EventTarget }) => {
    if (!onOpen) return;
    if ((event.target as HTMLElement).closest('a, button, input, label, [role="button"]')) return;
    onOpen(row);
  };
}

const CLASS = 'trucks-row-table';

// One stylesheet for every table of the app, hoisted into <head> once by React (a <style> with an
// href and a precedence); the theme's values come in as custom properties set on each table.
const STYLESHEET = `
.${CLASS} { width: 100%; border-collapse: separate; border-spacing: 0; color: var(--rt-text); font-size: var(--rt-font-size); line-height: var(--rt-line-height); }
.${CLASS} th, .${CLASS} td { padding: var(--rt-padding); text-align: start; border-bottom: 1px solid var(--rt-border); overflow-wrap: break-word; }
.${CLASS} th { position: relative; background: var(--rt-head-bg); font-weight: var(--rt-strong); }
.${CLASS} th:first-child { border-start-start-radius: var(--rt-radius); }
.${CLASS} th:last-child { border-start-end-radius: var(--rt-radius); }
.${CLASS} th:not(:last-child)::before { content: ''; position: absolute; inset-inline-end: 0; top: 50%; height: 1.6em; width: 1px; transform: translateY(-50%); background: var(--rt-split); }
.${CLASS} [data-align="end"] { text-align: end; }
.${CLASS} th[data-sortable] { cursor: pointer; }
.${CLASS} th[data-sortable]:hover { background: var(--rt-head-hover-bg); }
.${CLASS} th button { all: unset; display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.${CLASS} th button:focus-visible { outline: 2px solid var(--rt-focus); outline-offset: 2px; border-radius: 2px; }
.${CLASS} .${CLASS}-carets { display: inline-flex; flex-direction: column; font-size: 10px; line-height: 0.9; color: var(--rt-caret); }
.${CLASS} .${CLASS}-carets [data-on] { color: var(--rt-primary); }
.${CLASS} tbody tr[data-opens] { cursor: pointer; }
.${CLASS} tbody tr > td { transition: background 0.2s; }
.${CLASS} tbody tr:hover > td { background: var(--rt-hover-bg); }
.${CLASS} tbody tr:focus-visible { outline: 2px solid var(--rt-focus); outline-offset: -2px; }
.${CLASS} tfoot td { background: var(--rt-head-bg); font-weight: var(--rt-strong); }
.${CLASS} td[data-empty] { padding: 16px; text-align: center; color: var(--rt-text-secondary); }
`;

type Direction = ListSort['direction'];

function nextSort(key: string, current: ListSort | undefined): ListSort | undefined {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell({
  column,
  direction,
  onSort,
}: {
  column: TableColumn<unknown>;
  direction: Direction | undefined;
  onSort: ((key: string) => void) | undefined;
}) {
  const sortKey = onSort ? column.sortKey : undefined;
  if (!sortKey)
    return (
      <th scope="col" data-align={column.align}>
        {column.title}
      </th>
    );
  return (
    <th
      scope="col"
      data-align={column.align}
      data-sortable=""
      aria-sort={direction ? ARIA_SORT[direction] : undefined}
      // The whole header sorts, as antd's does; the button inside gives it focus and a keyboard.
      onClick={() => onSort?.(sortKey)}
    >
      <button type="button">
        {column.title}
        <span className={`${CLASS}-carets`} aria-hidden>
          <CaretUpOutlined data-on={direction === 'asc' ? '' : undefined} />
          <CaretDownOutlined data-on={direction === 'desc' ? '' : undefined} />
        </span>
      </button>
    </th>
  );
}

interface RowProps<T> {
  row: T;
  columns: readonly TableColumn<T>[];
  onOpen: ((row: T) => void) | undefined;
  listRow: boolean;
}

function RowView<T>({ row, columns, onOpen, listRow }: RowProps<T>) {
  return (
    <tr
      tabIndex={listRow ? 0 : undefined}
      data-list-row={listRow ? '' : undefined}
      data-opens={onOpen ? '' : undefined}
      onKeyDown={listRow ? rowKeyDown(row, onOpen) : undefined}
      onClick={onOpen ? rowClick(row, onOpen) : undefined}
    >
      {columns.map((column) => (
        <td key={column.key} data-align={column.align}>
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
}

/** A row renders again only when its record, the columns or whether rows open change. */
const Row = memo(RowView) as typeof RowView;

export function RowTable<T>({
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  onOpen,
  label,
  listRows = false,
  footer,
  empty,
  size = 'middle',
}: RowTableProps<T>) {
  const { token } = theme.useToken();
  // The page's handlers are often new functions each render; rows get stable ones that call the latest,
  // so a render of the page with the same records renders no row again.
  const latest = useRef({ onOpen, onSort, sort });
  useLayoutEffect(() => {
    latest.current = { onOpen, onSort, sort };
  });
  const open = useCallback((row: T) => latest.current.onOpen?.(row), []);
  const sortBy = useCallback(
    (key: string) => latest.current.onSort?.(nextSort(key, latest.current.sort)),
    [],
  );
  const variables = {
    '--rt-text': token.colorText,
    '--rt-text-secondary': token.colorTextSecondary,
    '--rt-font-size': `${token.fontSize}px`,
    '--rt-line-height': token.lineHeight,
    '--rt-padding':
      size === 'small'
        ? `${token.paddingXS}px ${token.paddingXS}px`
        : `${token.paddingSM}px ${token.paddingXS}px`,
    '--rt-border': token.colorBorderSecondary,
    '--rt-split': token.colorSplit,
    '--rt-head-bg': token.colorFillAlter,
    '--rt-head-hover-bg': token.colorFillSecondary,
    '--rt-hover-bg': token.colorFillAlter,
    '--rt-strong': token.fontWeightStrong,
    '--rt-radius': `${token.borderRadiusLG}px`,
    '--rt-focus': token.colorPrimaryBorder,
    '--rt-primary': token.colorPrimary,
    '--rt-caret': token.colorTextQuaternary,
  } as CSSProperties;
  return (
    <div style={{ overflowX: 'auto' }}>
      <style href={CLASS} precedence="default">
        {STYLESHEET}
      </style>
      <table className={CLASS} aria-label={label} style={variables}>
        {columns.some((column) => column.width) ? (
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column as TableColumn<unknown>}
                direction={sort && sort.key === column.sortKey ? sort.direction : undefined}
                onSort={onSort ? sortBy : undefined}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} data-empty="">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <Row
              key={rowKey(row)}
              row={row}
              columns={columns}
              onOpen={onOpen ? open : undefined}
              listRow={listRows}
            />
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

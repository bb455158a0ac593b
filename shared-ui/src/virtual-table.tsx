// A paged list's rows past VIRTUALIZE_AFTER (paged-list-rows.tsx): an ARIA table whose body keeps only
// the rows in view (and a few around) in the DOM, with @tanstack/react-virtual. A chunk of its own: no
// list of the suite shows that many rows on its first page (the largest page is 50), so a list's first
// visit does not download the virtualizer (8 KB compressed of /available-freight's first load, issue 26).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { theme } from 'antd';
import { rowClick, rowKeyDown } from './row-table';
import type { TableColumn } from './row-table';

export interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string;
  onOpen: ((row: T) => void) | undefined;
}

const ROW_HEIGHT = 52;

/** The rows as an ARIA table whose body keeps only the rows in view (and a few around) in the DOM. */
export function VirtualTable<T>({ rows, columns, rowKey, onOpen }: VirtualTableProps<T>) {
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

// The page links under a paged list: Previous, the first and last pages, the pages around the current
// one, a jump of five pages over each gap, Next. On a phone: Previous, 'Page 6 of 1019', Next. Not
// antd's Pagination: it is in antd's late part (with its size changer's select), which every list's
// first visit would download for a row of buttons.
import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

/** Pages shown on each side of the current one, as antd's Pagination does. */
const AROUND = 2;
/** The step of the '…' buttons over a gap. */
const JUMP = 5;

type PagerItem = { page: number } | { jump: 'back' | 'forward'; page: number };

/** The items between Previous and Next: 1 … 4 5 [6] 7 8 … 1019. */
export function pagerItems(current: number, pages: number): PagerItem[] {
  let from = Math.max(1, current - AROUND);
  let to = Math.min(pages, current + AROUND);
  // Near either end, show five pages in a row rather than a gap of one.
  if (current - 1 <= AROUND + 1) from = 1;
  if (pages - current <= AROUND + 1) to = pages;
  const items: PagerItem[] = [];
  if (from > 1) items.push({ page: 1 }, { jump: 'back', page: Math.max(1, current - JUMP) });
  for (let page = from; page <= to; page += 1) items.push({ page });
  if (to < pages) items.push({ jump: 'forward', page: Math.min(pages, current + JUMP) }, { page: pages });
  return items;
}

const CLASS = 'trucks-pager';

// One stylesheet for every pager, hoisted into <head> once by React; the theme's values come in as
// custom properties on each pager (as RowTable does).
const STYLESHEET = `
.${CLASS} ul { display: flex; flex-wrap: wrap; justify-content: flex-end; align-items: center; gap: 8px; list-style: none; margin: 0; padding: 0; }
.${CLASS} button { min-width: 32px; height: 32px; padding: 0 6px; border: 1px solid transparent; border-radius: var(--pg-radius); background: none; color: var(--pg-text); font: inherit; cursor: pointer; }
.${CLASS} button:hover:not(:disabled) { background: var(--pg-hover-bg); }
.${CLASS} button[aria-current='page'] { border-color: var(--pg-primary); color: var(--pg-primary); font-weight: var(--pg-strong); }
.${CLASS} button:disabled { color: var(--pg-disabled); cursor: not-allowed; }
.${CLASS} button:focus-visible { outline: 2px solid var(--pg-focus); outline-offset: 1px; }
.${CLASS} [data-status] { color: var(--pg-text); padding: 0 4px; }
`;

export interface PagerProps {
  /** 1-based. */
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Previous, 'Page n of m', Next: for a phone's width. */
  simple?: boolean;
  style?: CSSProperties;
}

export function Pager({ current, pageSize, total, onChange, simple = false, style }: PagerProps) {
  const { token } = theme.useToken();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const variables = {
    '--pg-radius': `${token.borderRadius}px`,
    '--pg-text': token.colorText,
    '--pg-hover-bg': token.colorBgTextHover,
    '--pg-primary': token.colorPrimary,
    '--pg-strong': token.fontWeightStrong,
    '--pg-disabled': token.colorTextDisabled,
    '--pg-focus': token.colorPrimaryBorder,
    ...style,
  } as CSSProperties;
  const go = (page: number) => {
    if (page !== current) onChange(page);
  };
  return (
    <nav className={CLASS} aria-label="Pages" style={variables}>
      <style href={CLASS} precedence="default">
        {STYLESHEET}
      </style>
      <ul>
        <li>
          <button
            type="button"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {simple ? (
          <li data-status="">
            Page {current} of {pages}
          </li>
        ) : (
          pagerItems(current, pages).map((item) =>
            'jump' in item ? (
              <li key={item.jump}>
                <button
                  type="button"
                  aria-label={item.jump === 'back' ? `Previous ${JUMP} pages` : `Next ${JUMP} pages`}
                  title={item.jump === 'back' ? `Previous ${JUMP} pages` : `Next ${JUMP} pages`}
                  onClick={() => go(item.page)}
                >
                  …
                </button>
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === current ? 'page' : undefined}
                  onClick={() => go(item.page)}
                >
                  {item.page}
                </button>
              </li>
            ),
          )
        )}
        <li>
          <button
            type="button"
            aria-label="Next page"
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}

// What a list page shows at once, before any filter is opened: the VIEWS tab (one view at a time,
// applied at once, with a count when the count query has answered) and the top bar's search box.
// Nothing here needs antd's late part (ops/build/library-surface.cjs): a list's first visit downloads
// no date picker, select or form. The filter fields are in list-panel.tsx, which a page loads with its
// FILTERS tab (`lazyPanel`, lazy-page.tsx).
import { memo } from 'react';
import type { ComponentType, CSSProperties } from 'react';
import { Badge, theme } from 'antd';
import type { ListFilterValues, ListFilters } from './use-list-filters';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface ListView<K extends string> {
  key: K;
  label: string;
  /** Absent until the count is known: the slot stays empty rather than showing a wrong 0. */
  count?: number;
}

/** @public */
export interface ViewListProps<K extends string> {
  /** The accessible name of the list of views, e.g. 'Invoice views'. */
  label: string;
  views: readonly ListView<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

const CLASS = 'trucks-view-list';

// One stylesheet for every view list, hoisted into <head> once by React; the theme's values come in as
// custom properties on each list (as shared-ui's RowTable does).
const STYLESHEET = `
.${CLASS} { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.${CLASS} button { display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 8px; min-height: 40px; padding: 0 12px 0 24px; border: none; border-radius: var(--vl-radius); background: none; color: var(--vl-text); font: inherit; text-align: start; cursor: pointer; }
.${CLASS} button:hover { background: var(--vl-hover-bg); }
.${CLASS} button[aria-current='true'] { background: var(--vl-selected-bg); color: var(--vl-primary); }
.${CLASS} button:focus-visible { outline: 2px solid var(--vl-focus); outline-offset: -2px; }
`;

/**
 * The views of a list: one button per view, the current one marked (aria-current) and drawn as
 * selected. A click applies the view at once. Not antd's Menu: a list of views needs no submenus,
 * overflow or popups, and Menu is in antd's late part, which a list's first visit would download.
 */
export function ViewList<K extends string>({ label, views, selected, onSelect }: ViewListProps<K>) {
  const { token } = theme.useToken();
  const variables = {
    '--vl-radius': `${token.borderRadiusLG}px`,
    '--vl-text': token.colorText,
    '--vl-hover-bg': token.colorFillTertiary,
    '--vl-selected-bg': token.colorPrimaryBg,
    '--vl-primary': token.colorPrimary,
    '--vl-focus': token.colorPrimaryBorder,
  } as CSSProperties;
  return (
    <>
      <style href={CLASS} precedence="default">
        {STYLESHEET}
      </style>
      <ul className={CLASS} aria-label={label} style={variables}>
        {views.map((view) => (
          <li key={view.key}>
            <button
              type="button"
              aria-current={view.key === selected ? 'true' : undefined}
              onClick={() => onSelect(view.key)}
            >
              {view.label}
              {view.count === undefined ? null : (
                <>
                  {/* The badge draws each digit apart; the view is read as 'Action Required 16'. */}
                  <span aria-hidden>
                    <Badge count={view.count} showZero overflowCount={9999} color="gray" />
                  </span>
                  <span style={VISUALLY_HIDDEN}> {view.count}</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Dates travel in the query string as 'YYYY-MM-DD' (the date fields, and a list's query from them). */
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';

/** What a filter field needs of `useListFilters`: the panel's draft and its setter. */
export type FilterDraft<F extends ListFilterValues> = Pick<ListFilters<F>, 'draft' | 'setDraft'>;

/** A filter's value as query-string text: every key of F holds a string ('' when not set). */
export function filterText<F extends ListFilterValues>(values: F, name: keyof F & string): string {
  return values[name] ?? '';
}

/**
 * A filter field that renders again only when its own value (or another prop) changes. The list page
 * renders on every change of its URL (Apply, a re-sort, the next page), and each field of the panel
 * with it: on the load board that was most of a re-sort's 70 ms of rendering. The setters of
 * `useListFilters` keep one identity, so the props of an earlier render still set the current draft.
 * `valuesOf` names what the field shows: its draft keys, or its applied key for a view list.
 */
export function memoFilterField<P extends object>(
  field: ComponentType<P>,
  valuesOf: (props: P) => readonly string[],
): ComponentType<P> {
  return memo(field, (before, after) => {
    const keys = Object.keys(after) as (keyof P)[];
    if (keys.length !== Object.keys(before).length) return false;
    if (keys.some((key) => key !== 'filters' && before[key] !== after[key])) return false;
    const was = valuesOf(before);
    return valuesOf(after).every((value, index) => value === was[index]);
  });
}

/** The views of a list bound to one applied filter key: a click applies the view at once. */
export interface FilterViewListProps<F extends ListFilterValues> {
  label: string;
  views: readonly ListView<string>[];
  filters: Pick<ListFilters<F>, 'applied' | 'applyNow'>;
  /** The filter key the views set, e.g. 'view' or 'status'. */
  name: keyof F & string;
}

function FilterViewListField<F extends ListFilterValues>({
  label,
  views,
  filters,
  name,
}: FilterViewListProps<F>) {
  return (
    <ViewList
      label={label}
      views={views}
      selected={filterText(filters.applied, name)}
      onSelect={(key) => filters.applyNow(name, key as F[typeof name])}
    />
  );
}

export const FilterViewList = memoFilterField(FilterViewListField, ({ filters, name }) => [
  filterText(filters.applied, name),
]) as typeof FilterViewListField;

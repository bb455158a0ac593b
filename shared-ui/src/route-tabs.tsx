// Tabs whose each tab is a route (/dashboard/shipments, /dashboard/tenders…): a tab list drawn with CSS
// alone. antd's Tabs measures every tab after it mounts (to place its ink bar and its overflow menu)
// and renders again with the sizes: on the signed-in dashboard's first load that was 41 ms of layout
// reads and a second render of the frame in the same task, at Lighthouse's 4x CPU slowdown (issue 8,
// bench:profile). A row of route tabs needs neither: the ink bar is a border and a phone scrolls the row.
//
// Keyboard, as the WAI-ARIA tabs pattern with automatic activation: Left and Right move to the previous
// and next tab and open it, Home and End the first and last; only the selected tab is in the Tab order.
import { useRef } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { theme } from 'antd';

interface RouteTab<K extends string> {
  key: K;
  label: string;
}

export interface RouteTabsProps<K extends string> {
  /** The accessible name of the tab list, e.g. 'Dashboard'. */
  label: string;
  tabs: readonly RouteTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's content: rendered as its tab panel. */
  children: ReactNode;
}

const CLASS = 'trucks-route-tabs';

// One stylesheet for every tab row, hoisted into <head> once by React; theme values come in as custom
// properties (as shared-ui's ViewList does). Same measures as antd's Tabs: 12 px above and below a
// 14 px label, 32 px between tabs, a 2 px bar under the selected one.
const STYLESHEET = `
.${CLASS} { display: flex; gap: 32px; margin: 0 0 16px; padding: 0 16px; overflow-x: auto; scrollbar-width: none; border-bottom: 1px solid var(--rt-border); }
.${CLASS}::-webkit-scrollbar { display: none; }
.${CLASS} button { flex: none; margin: 0 0 -1px; padding: 12px 0; border: none; border-bottom: 2px solid transparent; background: none; color: var(--rt-text); font: inherit; font-size: 14px; line-height: 22px; white-space: nowrap; cursor: pointer; }
.${CLASS} button:hover { color: var(--rt-hover); }
.${CLASS} button[aria-selected='true'] { color: var(--rt-primary); border-bottom-color: var(--rt-primary); }
.${CLASS} button:focus-visible { outline: 2px solid var(--rt-focus); outline-offset: -2px; }
`;

export function RouteTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: RouteTabsProps<K>) {
  const { token } = theme.useToken();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const variables = {
    '--rt-border': token.colorBorderSecondary,
    '--rt-text': token.colorText,
    '--rt-hover': token.colorPrimaryHover,
    '--rt-primary': token.colorPrimary,
    '--rt-focus': token.colorPrimaryBorder,
  } as CSSProperties;
  const idOf = (key: K) => `${CLASS}-${key}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    buttons.current.get(tab.key)?.focus();
    onSelect(tab.key);
  };

  return (
    <>
      <style href={CLASS} precedence="default">
        {STYLESHEET}
      </style>
      <div role="tablist" aria-label={label} className={CLASS} style={variables} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={idOf(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${idOf(tab.key)}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect(tab.key);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idOf(selected)}-panel`} aria-labelledby={idOf(selected)}>
        {children}
      </div>
    </>
  );
}

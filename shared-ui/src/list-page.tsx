// A list page of the spec: a collapsible 275px side panel with VIEWS and FILTERS tabs and Reset and
// Apply buttons, a sticky top bar, and the list with its loading (skeleton) and empty states.
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Flex, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { PageFrame } from './page-frame';
import { ListSkeleton } from './loading-state';
import { EmptyState } from './empty-state';
import { useIsPhone } from './viewport';
import { lazyPanel } from './lazy-panel';

// On a phone the panel is a drawer, in a chunk of its own (list-panel-drawer.tsx): a list's first visit
// does not fetch antd's Drawer, which the host's first load no longer carries.
const PanelDrawer = lazyPanel(
  () => import('./list-panel-drawer').then((m) => m.ListPanelDrawer),
  'Loading views and filters',
  'The views and filters could not be loaded.',
);

const SIDE_PANEL_WIDTH = 275;

export type ListPanelTab = 'views' | 'filters';

export interface ListPageProps {
  /** By default the page title rule of PageFrame. */
  title?: ReactNode;
  /** Right side of the sticky top bar (search box, create button). */
  actions?: ReactNode;
  /** Content of the VIEWS tab: saved or quick views, usually with counts. */
  views: ReactNode;
  /** Content of the FILTERS tab: the filter form (usually a `lazyPanel`: it loads with the tab). */
  filters: ReactNode;
  /** Called when the FILTERS tab is about to be opened (a pointer over it, focus): a lazy form's load. */
  preloadFilters?: () => void;
  onReset: () => void;
  onApply: () => void;
  /** E.g. while the filter form is invalid. */
  applyDisabled?: boolean;
  /** Which panel tab shows first. */
  defaultPanelTab?: ListPanelTab;
  /** The panel starts open on wide screens; a page may start it closed. */
  defaultPanelOpen?: boolean;
  /** True while the first page of the list loads: skeleton cards replace the list. */
  loading: boolean;
  /** True when the loaded list has no items: the empty state replaces the list. */
  empty: boolean;
  /** The empty state's message, e.g. 'No Matching Invoices Found'. */
  emptyMessage?: ReactNode;
  /** Offered in the empty state, e.g. 'Reset filters'. */
  emptyAction?: ReactNode;
  skeletonRows?: number;
  children: ReactNode;
}

export function ListPage({
  title,
  actions,
  views,
  filters,
  preloadFilters,
  onReset,
  onApply,
  applyDisabled = false,
  defaultPanelTab = 'views',
  defaultPanelOpen = true,
  loading,
  empty,
  emptyMessage = 'No results',
  emptyAction,
  skeletonRows,
  children,
}: ListPageProps) {
  const { token } = theme.useToken();
  const phone = useIsPhone();
  // On a phone the panel is a full-width drawer over the list, closed until asked for.
  const [panelOpen, setPanelOpen] = useState(defaultPanelOpen && !phone);
  const [panelTab, setPanelTab] = useState<ListPanelTab>(defaultPanelTab);

  const toggle = (
    <Button
      type="text"
      aria-label={panelOpen ? 'Hide side panel' : 'Show side panel'}
      aria-expanded={panelOpen}
      aria-controls="list-side-panel"
      icon={panelOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={() => setPanelOpen((open) => !open)}
      {...(phone ? { onPointerDown: PanelDrawer.preload, onFocus: PanelDrawer.preload } : {})}
    />
  );

  let list: ReactNode = children;
  if (loading) list = <ListSkeleton rows={skeletonRows} />;
  else if (empty) list = <EmptyState message={emptyMessage} action={emptyAction} />;

  const tabs = (
    <PanelTabs
      active={panelTab}
      onChange={setPanelTab}
      views={views}
      filters={filters}
      preloadFilters={preloadFilters}
    />
  );
  const buttons = (
    <Flex
      gap={token.marginXS}
      justify="flex-end"
      style={{
        position: 'sticky',
        bottom: 0,
        padding: token.paddingSM,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        onClick={() => {
          onReset();
          if (phone) setPanelOpen(false);
        }}
      >
        Reset
      </Button>
      <Button
        type="primary"
        disabled={applyDisabled}
        onClick={() => {
          onApply();
          if (phone) setPanelOpen(false);
        }}
      >
        Apply
      </Button>
    </Flex>
  );

  return (
    <PageFrame title={title} leading={toggle} actions={actions}>
      <Flex align="stretch" style={{ minHeight: '100%' }}>
        {phone ? (
          // Once loaded it stays rendered, open or closed, so that closing it slides it out.
          panelOpen || PanelDrawer.loaded() ? (
            <PanelDrawer open={panelOpen} onClose={() => setPanelOpen(false)}>
              <div
                id="list-side-panel"
                style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
              >
                {tabs}
                {buttons}
              </div>
            </PanelDrawer>
          ) : null
        ) : panelOpen ? (
          <aside
            id="list-side-panel"
            aria-label="Views and filters"
            style={{
              width: SIDE_PANEL_WIDTH,
              flex: `0 0 ${SIDE_PANEL_WIDTH}px`,
              display: 'flex',
              flexDirection: 'column',
              borderRight: `1px solid ${token.colorBorderSecondary}`,
              background: token.colorBgContainer,
            }}
          >
            {tabs}
            {buttons}
          </aside>
        ) : null}
        <div role="region" aria-label="List" aria-busy={loading} style={{ flex: 1, minWidth: 0 }}>
          {list}
        </div>
      </Flex>
    </PageFrame>
  );
}

const PANEL_TABS: readonly { key: ListPanelTab; label: string }[] = [
  { key: 'views', label: 'VIEWS' },
  { key: 'filters', label: 'FILTERS' },
];

/**
 * The panel's VIEWS and FILTERS tabs (WAI-ARIA tabs: the arrow keys, Home and End move between them).
 * Not antd's Tabs: it measures every tab in a layout effect when it mounts, a forced layout of the page
 * (10 ms on each visit to the load board, in a CPU profile). A tab's content is rendered when it is
 * first shown and kept, hidden, after: FILTERS (date pickers, selects) costs nothing until opened,
 * and a lazy filter form starts loading when a pointer or the focus reaches its tab.
 */
function PanelTabs({
  active,
  onChange,
  views,
  filters,
  preloadFilters,
}: {
  active: ListPanelTab;
  onChange: (tab: ListPanelTab) => void;
  views: ReactNode;
  filters: ReactNode;
  preloadFilters?: () => void;
}) {
  const { token } = theme.useToken();
  const id = useId();
  const [shown, setShown] = useState<ReadonlySet<ListPanelTab>>(() => new Set([active]));
  if (!shown.has(active)) setShown(new Set([...shown, active]));
  const content = { views, filters };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = PANEL_TABS.findIndex((tab) => tab.key === active);
    const to = {
      ArrowRight: (at + 1) % PANEL_TABS.length,
      ArrowLeft: (at + PANEL_TABS.length - 1) % PANEL_TABS.length,
      Home: 0,
      End: PANEL_TABS.length - 1,
    }[event.key];
    const next = to === undefined ? undefined : PANEL_TABS[to];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    document.getElementById(`${id}-${next.key}-tab`)?.focus();
  };
  return (
    <div style={{ flex: 1, padding: `0 ${token.paddingSM}px` }}>
      <div
        role="tablist"
        style={{
          display: 'flex',
          justifyContent: 'center',
          gap: token.marginXL,
          marginBottom: token.margin,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {PANEL_TABS.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${tab.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={onKeyDown}
              onPointerEnter={tab.key === 'filters' ? preloadFilters : undefined}
              onFocus={tab.key === 'filters' ? preloadFilters : undefined}
              style={{
                padding: `${token.paddingSM}px 0`,
                marginBottom: -1,
                border: 'none',
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                background: 'none',
                color: selected ? token.colorPrimary : token.colorText,
                font: 'inherit',
                fontWeight: selected ? token.fontWeightStrong : undefined,
                cursor: 'pointer',
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {PANEL_TABS.filter((tab) => shown.has(tab.key)).map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== active}
        >
          {content[tab.key]}
        </div>
      ))}
    </div>
  );
}

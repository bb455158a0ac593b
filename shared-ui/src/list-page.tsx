// A list page of the spec: a collapsible 275px side panel with VIEWS and FILTERS tabs and Reset and
// Apply buttons, a sticky top bar, and the list with its loading (skeleton) and empty states.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Drawer, Flex, Tabs, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { PageFrame } from './page-frame';
import { ListSkeleton } from './loading-state';
import { EmptyState } from './empty-state';
import { useIsPhone } from './viewport';

const SIDE_PANEL_WIDTH = 275;

export type ListPanelTab = 'views' | 'filters';

export interface ListPageProps {
  /** By default the page title rule of PageFrame. */
  title?: ReactNode;
  /** Right side of the sticky top bar (search box, create button). */
  actions?: ReactNode;
  /** Content of the VIEWS tab: saved or quick views, usually with counts. */
  views: ReactNode;
  /** Content of the FILTERS tab: the filter form. */
  filters: ReactNode;
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
    />
  );

  let list: ReactNode = children;
  if (loading) list = <ListSkeleton rows={skeletonRows} />;
  else if (empty) list = <EmptyState message={emptyMessage} action={emptyAction} />;

  const tabs = (
    <Tabs
      activeKey={panelTab}
      onChange={(key) => setPanelTab(key as ListPanelTab)}
      centered
      style={{ flex: 1, padding: `0 ${token.paddingSM}px` }}
      items={[
        { key: 'views', label: 'VIEWS', children: views },
        { key: 'filters', label: 'FILTERS', children: filters },
      ]}
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
          <Drawer
            open={panelOpen}
            onClose={() => setPanelOpen(false)}
            placement="left"
            size="100%"
            title="Views and filters"
            closable={{ 'aria-label': 'Close views and filters' }}
            styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
          >
            <div id="list-side-panel" style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
              {tabs}
              {buttons}
            </div>
          </Drawer>
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

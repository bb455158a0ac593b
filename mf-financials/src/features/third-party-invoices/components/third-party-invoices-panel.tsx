// The third-party invoice list's left panel (spec 001 §2): 400px (full width on a phone), the search
// box at the top (Enter or the search button submits, the clear control resets) and two tabs: VIEWS,
// the quick views each with its count, and FILTERS, the date presets and auditable-only with Reset and
// Apply. On a phone the tabs show only once the page's 'Views and filters' button opens them.
import { useState } from 'react';
import { Button, Flex, Tabs, theme } from 'antd';
import type { ThirdPartyInvoiceView } from '@trucks/shared-contracts/domain/invoice-filter';
import { ThirdPartyInvoiceDatePreset } from '@trucks/shared-contracts/domain/invoice-filter';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import type { ListFilters } from '@trucks/shared-ui/use-list-filters';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import type { ThirdPartyInvoiceFilters } from '../api/third-party-invoice-list';

export const PANEL_ID = 'third-party-panel';
const PANEL_WIDTH = 400;

// The filter form (antd's date pickers, radios, checkbox and form) loads with the FILTERS tab, not
// with the cards.
const ThirdPartyInvoicesFilterForm = lazyPanel(
  () => import('./third-party-invoices-filters').then((m) => m.ThirdPartyInvoicesFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

export interface ThirdPartyInvoicesPanelProps {
  filters: ListFilters<ThirdPartyInvoiceFilters>;
  views: ListView<ThirdPartyInvoiceView>[];
  /** False on a phone until the panel is opened: the search box alone is shown. */
  tabsShown: boolean;
}

export function ThirdPartyInvoicesPanel({ filters, views, tabsShown }: ThirdPartyInvoicesPanelProps) {
  const { token } = theme.useToken();
  const phone = useIsPhone();
  const [panelTab, setPanelTab] = useState('views');
  const { draft } = filters;
  const rangeIncomplete =
    draft.datePreset === ThirdPartyInvoiceDatePreset.Range && (!draft.rangeStart || !draft.rangeEnd);
  return (
    <aside
      id={PANEL_ID}
      aria-label="Views and filters"
      style={{
        // The padding inside the width: full width on a phone is the phone's width, not 24px more.
        boxSizing: 'border-box',
        width: phone ? '100%' : PANEL_WIDTH,
        flex: phone ? undefined : `0 0 ${PANEL_WIDTH}px`,
        padding: token.paddingSM,
        borderRight: phone ? undefined : `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      <ListSearchBox label="Search invoices" filters={filters} name="query" width={PANEL_WIDTH} />
      {tabsShown ? (
        <Tabs
          activeKey={panelTab}
          onChange={setPanelTab}
          centered
          items={[
            {
              key: 'views',
              label: 'VIEWS',
              children: <FilterViewList label="Invoice views" views={views} filters={filters} name="view" />,
            },
            {
              key: 'filters',
              // A pointer over the tab starts the form's load.
              label: <span onPointerEnter={ThirdPartyInvoicesFilterForm.preload}>FILTERS</span>,
              children: (
                <>
                  <ThirdPartyInvoicesFilterForm filters={filters} />
                  <Flex gap={token.marginXS} justify="flex-end" style={{ marginTop: token.margin }}>
                    <Button onClick={filters.reset}>Reset</Button>
                    <Button type="primary" onClick={filters.apply} disabled={rangeIncomplete}>
                      Apply
                    </Button>
                  </Flex>
                </>
              ),
            },
          ]}
        />
      ) : null}
    </aside>
  );
}

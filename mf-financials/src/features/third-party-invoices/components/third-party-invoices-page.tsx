// /third-party-payer-invoices (spec 001 §2): a 400px left panel (full width on a phone) with the
// search box at the top (Enter or the search button submits, the clear control resets) and two tabs:
// VIEWS, the quick views each with its count (Action Required, Draft, Received, Settled, All), and
// FILTERS, the date presets (Today, Yesterday, This Week, Tomorrow, Range with two date pickers) and
// auditable-only, on by default (third-party-invoices-panel.tsx). Beside it an infinite list of cards,
// 50 a page, virtualized (third-party-invoice-results.tsx). Everything is in the address.
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import {
  THIRD_PARTY_INVOICE_VIEW_LABEL,
  ThirdPartyInvoiceView,
} from '@trucks/shared-contracts/domain/invoice-filter';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import {
  DEFAULT_FILTERS,
  useThirdPartyInvoiceCounts,
  useThirdPartyInvoicePages,
} from '../api/third-party-invoice-list';
import { ThirdPartyInvoiceResults } from './third-party-invoice-results';
import { PANEL_ID, ThirdPartyInvoicesPanel } from './third-party-invoices-panel';

const VIEW_KEYS = Object.values(ThirdPartyInvoiceView);

export function ThirdPartyInvoicesPage() {
  const phone = useIsPhone();
  const filters = useListFilters(DEFAULT_FILTERS);
  const [panelOpenOnPhone, setPanelOpenOnPhone] = useState(false);
  const pages = useThirdPartyInvoicePages(filters.applied);
  const counts = useThirdPartyInvoiceCounts(VIEW_KEYS, filters.applied);
  const views: ListView<ThirdPartyInvoiceView>[] = VIEW_KEYS.map((view, index) => ({
    key: view,
    label: THIRD_PARTY_INVOICE_VIEW_LABEL[view],
    count: counts[index],
  }));

  return (
    <PageFrame
      title="Third Party Payer Invoices"
      actions={
        phone ? (
          <Button
            icon={<FilterOutlined />}
            aria-expanded={panelOpenOnPhone}
            aria-controls={PANEL_ID}
            onClick={() => setPanelOpenOnPhone((shown) => !shown)}
          >
            Views and filters
          </Button>
        ) : null
      }
    >
      <Flex vertical={phone} align="stretch" style={{ minHeight: '100%' }}>
        <ThirdPartyInvoicesPanel filters={filters} views={views} tabsShown={!phone || panelOpenOnPhone} />
        <ThirdPartyInvoiceResults pages={pages} />
      </Flex>
    </PageFrame>
  );
}

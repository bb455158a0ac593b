// /third-party-payer-invoices (spec 001 §2): a 400px left panel (full width on a phone) with the
// search box at the top (Enter or the search button submits, the clear control resets) and two tabs:
// VIEWS, the quick views each with its count (Action Required, Draft, Received, Settled, All), and
// FILTERS, the date presets (Today, Yesterday, This Week, Tomorrow, Range with two date pickers) and
// auditable-only, on by default. Beside it an infinite list of cards, 50 a page, virtualized (only the
// cards in view are in the DOM: 2,000 cards scroll without long tasks), 10 skeletons while loading,
// ending with 'No More Results' or 'No Matching Invoices Found'. Everything is in the address.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Flex, Tabs, Typography, theme } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import type { ThirdPartyInvoiceListItem } from '@trucks/shared-contracts/domain/invoice';
import {
  THIRD_PARTY_INVOICE_VIEW_LABEL,
  ThirdPartyInvoiceDatePreset,
  ThirdPartyInvoiceView,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { rememberListPosition, takeListScroll } from '@trucks/shared-ui/list-return';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList, ListSearchBox } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { ListSkeleton } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { InfiniteCardFeed } from '@trucks/shared-ui/infinite-card-feed';
import { useThirdPartyInvoiceCounts, useThirdPartyInvoicePages } from '../api/third-party-invoices';
import { ThirdPartyInvoiceCard } from './third-party-invoice-card';
import { DEFAULT_FILTERS, listQuery, sharedQuery } from './third-party-invoice-list-query';

const NO_MATCHING_INVOICES = 'No Matching Invoices Found';
const NO_MORE_RESULTS = 'No More Results';
const PANEL_WIDTH = 400;
const VIEW_KEYS = Object.values(ThirdPartyInvoiceView);
/** A card's height at 1440px before it is measured (three rows of details). */
const CARD_ESTIMATE = 190;
// The filter form (antd's date pickers, radios, checkbox and form) loads with the FILTERS tab, not
// with the cards.
const ThirdPartyInvoicesFilterForm = lazyPanel(
  () => import('./third-party-invoices-filters').then((m) => m.ThirdPartyInvoicesFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);
const invoiceKey = (invoice: ThirdPartyInvoiceListItem) => invoice.invoiceId;
const invoiceLabel = (invoice: ThirdPartyInvoiceListItem) => `Invoice ${invoice.invoiceNumber}`;

export function ThirdPartyInvoicesPage() {
  const { token } = theme.useToken();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const filters = useListFilters(DEFAULT_FILTERS);
  const { applied, draft } = filters;
  const [panelTab, setPanelTab] = useState('views');
  const [panelOpenOnPhone, setPanelOpenOnPhone] = useState(false);
  const panelOpen = !phone || panelOpenOnPhone;

  const pages = useThirdPartyInvoicePages(listQuery(applied));
  const counts = useThirdPartyInvoiceCounts(VIEW_KEYS, sharedQuery(applied));
  const views: ListView<ThirdPartyInvoiceView>[] = VIEW_KEYS.map((view, index) => ({
    key: view,
    label: THIRD_PARTY_INVOICE_VIEW_LABEL[view],
    count: counts[index],
  }));
  const invoices = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const total = pages.data?.pages[0]?.totalCount;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Back from a preview: the list scrolls to where it was once its cards are on screen again.
  const hasCards = pages.data !== undefined;
  useEffect(() => {
    if (!hasCards) return;
    const scrollY = takeListScroll(pathname, search);
    if (scrollY !== undefined) window.scrollTo({ top: scrollY });
  }, [hasCards, pathname, search]);

  // Stable callbacks: a card renders once when it scrolls in, not again on every scroll frame.
  const open = useCallback(
    (invoice: ThirdPartyInvoiceListItem) => {
      rememberListPosition(pathname, search, window.scrollY);
      void navigate(`${paths.thirdPartyPayerInvoicePreview(invoice.invoiceNumber)}${search}`);
    },
    [navigate, pathname, search],
  );
  const rememberPosition = useCallback(
    () => rememberListPosition(pathname, search, window.scrollY),
    [pathname, search],
  );
  const renderCard = useCallback(
    (invoice: ThirdPartyInvoiceListItem) => (
      <ThirdPartyInvoiceCard
        invoice={invoice}
        search={search}
        onOpen={open}
        onLinkFollowed={rememberPosition}
        columns={phone ? 1 : 3}
      />
    ),
    [search, open, rememberPosition, phone],
  );
  const rangeIncomplete =
    draft.datePreset === ThirdPartyInvoiceDatePreset.Range && (!draft.rangeStart || !draft.rangeEnd);

  let list;
  if (pages.isPending) list = <ListSkeleton rows={10} label="Loading invoices" />;
  else if (pages.isError)
    list = (
      <Alert
        type="error"
        showIcon
        title={pages.error.message}
        action={
          <Button size="small" onClick={() => void pages.refetch()}>
            Retry
          </Button>
        }
      />
    );
  else
    list = (
      <>
        {invoices.length > 0 ? (
          <InfiniteCardFeed
            label="Invoice cards"
            items={invoices}
            itemKey={invoiceKey}
            itemLabel={invoiceLabel}
            onOpen={open}
            total={total}
            hasNextPage={Boolean(hasNextPage)}
            isFetchingNextPage={isFetchingNextPage}
            fetchNextPage={loadMore}
            estimateSize={CARD_ESTIMATE}
            restoreKey={`${pathname}${search}`}
            renderItem={renderCard}
          />
        ) : null}
        {isFetchingNextPage ? <ListSkeleton rows={3} label="Loading more invoices" /> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Flex justify="center">
            <Button onClick={loadMore}>Load more</Button>
          </Flex>
        ) : null}
        {!hasNextPage ? (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: token.margin }}>
            {invoices.length === 0 ? NO_MATCHING_INVOICES : NO_MORE_RESULTS}
          </Typography.Paragraph>
        ) : null}
      </>
    );

  return (
    <PageFrame
      title="Third Party Payer Invoices"
      actions={
        phone ? (
          <Button
            icon={<FilterOutlined />}
            aria-expanded={panelOpenOnPhone}
            aria-controls="third-party-panel"
            onClick={() => setPanelOpenOnPhone((shown) => !shown)}
          >
            Views and filters
          </Button>
        ) : null
      }
    >
      <Flex vertical={phone} align="stretch" style={{ minHeight: '100%' }}>
        <aside
          id="third-party-panel"
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
          {panelOpen ? (
            <Tabs
              activeKey={panelTab}
              onChange={setPanelTab}
              centered
              items={[
                {
                  key: 'views',
                  label: 'VIEWS',
                  children: (
                    <FilterViewList label="Invoice views" views={views} filters={filters} name="view" />
                  ),
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
        <div
          role="region"
          aria-label="Invoices"
          aria-busy={pages.isPending || (pages.isPlaceholderData && pages.isFetching)}
          style={{ flex: 1, minWidth: 0, padding: token.paddingSM }}
        >
          {total !== undefined ? (
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: token.marginXS }}>
              {total.toLocaleString('en-US')} {total === 1 ? 'invoice' : 'invoices'}
            </Typography.Text>
          ) : null}
          {list}
        </div>
      </Flex>
    </PageFrame>
  );
}

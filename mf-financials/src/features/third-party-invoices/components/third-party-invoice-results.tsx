// The third-party invoice list's cards (spec 001 §2): an infinite list, 50 a page, virtualized (only
// the cards in view are in the DOM: 2,000 cards scroll without long tasks), 10 skeletons while
// loading, ending with 'No More Results' or 'No Matching Invoices Found'. A card opens its preview;
// back from it, the list scrolls to where it was.
import { useCallback, useEffect } from 'react';
import { Button, Flex, Typography, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { ThirdPartyInvoiceListItem } from '@trucks/shared-contracts/domain/invoice';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { InfiniteCardFeed } from '@trucks/shared-ui/infinite-card-feed';
import { rememberListPosition, takeListScroll } from '@trucks/shared-ui/list-return';
import { ListSkeleton } from '@trucks/shared-ui/loading-state';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import type { useThirdPartyInvoicePages } from '../api/third-party-invoice-list';
import { ThirdPartyInvoiceCard } from './third-party-invoice-card';

const NO_MATCHING_INVOICES = 'No Matching Invoices Found';
const NO_MORE_RESULTS = 'No More Results';
/** A card's height at 1440px before it is measured (three rows of details). */
const CARD_ESTIMATE = 190;
const invoiceKey = (invoice: ThirdPartyInvoiceListItem) => invoice.invoiceId;
const invoiceLabel = (invoice: ThirdPartyInvoiceListItem) => `Invoice ${invoice.invoiceNumber}`;

export function ThirdPartyInvoiceResults({ pages }: { pages: ReturnType<typeof useThirdPartyInvoicePages> }) {
  const { token } = theme.useToken();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
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

  let list;
  if (pages.isPending) list = <ListSkeleton rows={10} label="Loading invoices" />;
  else if (pages.isError) list = <QueryErrorAlert error={pages.error} onRetry={() => void pages.refetch()} />;
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
  );
}

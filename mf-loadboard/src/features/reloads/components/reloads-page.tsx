// /reloads: the Load Board's reload search (spec 000 §2, §3). The search lives in the query string
// (originRadius, destinationRadius, dateStart/dateEnd, includePartials, orderBy) beside reloadShipment,
// the load whose destination the reloads start from, shown at the top, so a search can be linked and
// reopened. A row opens the load-detail dialog.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ReloadOrderBy } from '@trucks/shared-contracts/domain/reload-search';
import type { MatchingShipment } from '@trucks/shared-contracts/domain/shipment';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import { useAvailableShipment } from '../../../api/available-shipment';
import { radiiReadable } from '../../../lib/radius-miles';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { placeText, stopWindowText } from '../../../ui/load-facts';
import { matchingColumns } from '../../../ui/matching-columns';
import { RELOADS_LIST, reloadPageQueryOptions } from '../api/reloads';

// The order-by values are ours (the spec names the parameter only); the views tab orders the results.
const ORDER_VIEWS: readonly ListView<ReloadOrderBy>[] = [
  { key: ReloadOrderBy.DeadHead, label: 'Closest Pickup (Deadhead)' },
  { key: ReloadOrderBy.PickupDate, label: 'Pickup Date' },
  { key: ReloadOrderBy.Rate, label: 'Highest Rate' },
  { key: ReloadOrderBy.RatePerMile, label: 'Highest Rate Per Mile' },
];

/** The load the reloads follow, in the top bar (it stays there when no reload is found). */
function ReloadAnchor({ shipmentNumber }: { shipmentNumber: string }) {
  const load = useAvailableShipment(shipmentNumber);
  const first = load.data?.stops[0];
  const last = load.data?.stops[load.data.stops.length - 1];
  return (
    <Flex vertical aria-label="Reload shipment">
      <Typography.Text strong>Reloads for shipment #{shipmentNumber}</Typography.Text>
      {first && last ? (
        <Typography.Text type="secondary">
          {`${placeText(first)} → ${placeText(last)}, delivers ${stopWindowText(last)}`}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export interface ReloadsPageProps {
  /** The load-detail dialog for a row (the app gives it; features do not import each other). */
  renderDetail: (shipmentNumber: string, onClose: () => void) => ReactNode;
}

// The filter form (antd's late part: the form and its fields) loads with the FILTERS tab, not with the
// rows: a first visit downloads what the rows need.
const ReloadFilterForm = lazyPanel(
  () => import('./reloads-filters').then((m) => m.ReloadFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);
export function ReloadsPage({ renderDetail }: ReloadsPageProps) {
  const [params] = useSearchParams();
  const reloadShipment = params.get('reloadShipment');
  const user = useSignedInUser();
  const carrierId = user?.companyId ?? '';
  const [opened, setOpened] = useState<string | null>(null);
  const list = usePagedList({
    ...RELOADS_LIST,
    pageQuery: reloadPageQueryOptions(carrierId, reloadShipment),
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const open = (load: MatchingShipment) => setOpened(load.shipmentNumber);
  return (
    <PagedListPage
      title="Reloads"
      list={list}
      columns={matchingColumns(open, { deadhead: true })}
      rowKey={(load) => load.id}
      noun={{ one: 'reload', other: 'reloads' }}
      emptyMessage={{
        filtered: 'No reloads match this search',
        unfiltered: reloadShipment ? `No reloads found for shipment #${reloadShipment}` : 'No reloads found',
      }}
      onOpen={open}
      exportFileName="reloads"
      actions={reloadShipment ? <ReloadAnchor shipmentNumber={reloadShipment} /> : undefined}
      views={<FilterViewList label="Order reloads by" views={ORDER_VIEWS} filters={filters} name="orderBy" />}
      filters={<ReloadFilterForm filters={filters} />}
      preloadFilters={ReloadFilterForm.preload}
      applyDisabled={!radiiReadable(filters.draft)}
    >
      {opened ? renderDetail(opened, () => setOpened(null)) : null}
    </PagedListPage>
  );
}

// /shipments: the carrier's shipments. Views are the spec's per-carrier counts (needs updates, active,
// past) and All, each with its count; the list opens on Needs Updates, the spec's list default
// (booked through delivered with needsUpdates true), which the navigation badge counts too. Filters,
// view, sort and page live in the URL; 50 a page; search; CSV export of the current view.
import { useNavigate } from 'react-router';
import type { ShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/shipments';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { SHIPMENT_STATUS_LABEL, ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { OWN_SHIPMENT_STATE, paths } from '@trucks/shared-contracts/routes/paths';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { DateRangeFilter, FilterForm, SelectFilter } from '@trucks/shared-ui/list-panel';
import { FilterViewList, ListSearchBox } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import type { ListPageRequest } from '@trucks/shared-ui/paged-list';
import { shipmentListQueryOptions } from '../../../api/shipment-list';
import { isShipmentView, SHIPMENT_VIEW_LABEL, shipmentViewQuery } from '../../../lib/shipment-views';
import type { ShipmentView } from '../../../lib/shipment-views';
import { shipmentColumns } from '../../../ui/shipment-columns';
import { useShipmentViewCounts } from '../api/shipment-counts';

type ShipmentFilters = {
  view: string;
  search: string;
  status: string;
  pickupStart: string;
  pickupEnd: string;
};
const DEFAULT_FILTERS: ShipmentFilters = {
  view: 'needsUpdates',
  search: '',
  status: '',
  pickupStart: '',
  pickupEnd: '',
};

/** The statuses a carrier's list can filter by: booked onwards. */
const STATUS_FILTER_LABEL = Object.fromEntries(
  Object.entries(SHIPMENT_STATUS_LABEL).filter(([status]) => Number(status) >= ShipmentStatus.Booked),
) as Record<string, string>;

/** The list call of a page of the list: the view's statuses (or the one status chosen), search, dates, sort. */
function shipmentListQueryOf({
  filters,
  page,
  pageSize,
  sort,
}: ListPageRequest<ShipmentFilters>): ShipmentListQuery {
  const view: ShipmentView = isShipmentView(filters.view) ? filters.view : 'needsUpdates';
  const viewQuery = shipmentViewQuery(view);
  return {
    ...viewQuery,
    ...(filters.status ? { statuses: [Number(filters.status) as ShipmentStatus] } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.pickupStart ? { pickupDateStart: filters.pickupStart } : {}),
    ...(filters.pickupEnd ? { pickupDateEnd: filters.pickupEnd } : {}),
    ...(sort ? { orderBy: `${sort.direction === 'desc' ? '-' : ''}${sort.key}` } : {}),
    page,
    pageSize,
  };
}

export function ShipmentsPage() {
  const navigate = useNavigate();
  const counts = useShipmentViewCounts();
  const list = usePagedList({
    defaults: DEFAULT_FILTERS,
    pageSize: PAGE_SIZE.shipments,
    defaultSort: { key: 'pickupDate', direction: 'asc' },
    pageQuery: (request) => shipmentListQueryOptions(shipmentListQueryOf(request)),
    rowsOf: (answer) => ({ items: answer.data, total: answer.totalCount }),
  });
  const views: ListView<ShipmentView>[] = (Object.keys(SHIPMENT_VIEW_LABEL) as ShipmentView[]).map((key) => ({
    key,
    label: SHIPMENT_VIEW_LABEL[key],
    count: counts[key],
  }));
  const openPath = (shipment: Shipment) => paths.shipmentDetails(shipment.shipmentNumber);
  return (
    <PagedListPage
      title="Shipments"
      list={list}
      columns={shipmentColumns({ linkTo: openPath })}
      rowKey={(shipment) => shipment.id}
      noun={{ one: 'shipment', other: 'shipments' }}
      emptyMessage={{
        filtered: 'No Matching Shipments Found',
        unfiltered: 'No shipments need an update: every booked load has its latest tracking',
      }}
      onOpen={(shipment) => void navigate(openPath(shipment), { state: OWN_SHIPMENT_STATE })}
      exportFileName="shipments"
      actions={<ListSearchBox label="Search shipments" filters={list.filters} name="search" />}
      views={<FilterViewList label="Shipment views" views={views} filters={list.filters} name="view" />}
      filters={
        <FilterForm>
          <SelectFilter
            label="Status"
            id="shipments-status"
            filters={list.filters}
            name="status"
            labels={STATUS_FILTER_LABEL}
          />
          <DateRangeFilter
            label="Pickup Dates"
            id="shipments-pickup-dates"
            filters={list.filters}
            start="pickupStart"
            end="pickupEnd"
          />
        </FilterForm>
      }
    />
  );
}

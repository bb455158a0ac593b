// The shipments list's filters as the address keeps them, their defaults, and what a page of the list
// sends to GET shipments (spec 000 §7): the view's statuses (or the one status chosen), search,
// pickup dates and sort. The list opens on Needs Updates, the spec's list default.
import type { ShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/shipments';
import type { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest, ListRequestOptions } from '@trucks/shared-ui/list-request';
import { shipmentListQueryOptions } from '../../../api/shipment-list';
import { isShipmentView, shipmentViewQuery } from '../../../lib/shipment-views';
import type { ShipmentView } from '../../../lib/shipment-views';

export type ShipmentFilters = {
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

/** The list's filters' defaults, page size and sort (usePagedList). */
export const SHIPMENTS_LIST: ListRequestOptions<ShipmentFilters> = {
  defaults: DEFAULT_FILTERS,
  pageSize: PAGE_SIZE.shipments,
  defaultSort: { key: 'pickupDate', direction: 'asc' },
};

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

/** One page of the list as GET shipments reads it. */
export const shipmentsPageQueryOptions = (request: ListPageRequest<ShipmentFilters>) =>
  shipmentListQueryOptions(shipmentListQueryOf(request));

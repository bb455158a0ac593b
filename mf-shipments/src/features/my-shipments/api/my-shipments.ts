// My shipments' filters as the address keeps them, their defaults, and what a page of the list sends
// to GET shipments (spec 000 §7): the view's statuses (Active or Past, the spec's per-carrier count
// groups), the signed-in user as driverId, search and sort.
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest, ListRequestOptions } from '@trucks/shared-ui/list-request';
import { shipmentListQueryOptions } from '../../../api/shipment-list';
import { shipmentViewQuery } from '../../../lib/shipment-views';

export type MyShipmentView = 'active' | 'past';

export type MyShipmentFilters = { view: string; search: string };

const DEFAULT_FILTERS: MyShipmentFilters = { view: 'active', search: '' };

/** The list's filters' defaults, page size and sort (usePagedList). */
export const MY_SHIPMENTS_LIST: ListRequestOptions<MyShipmentFilters> = {
  defaults: DEFAULT_FILTERS,
  pageSize: PAGE_SIZE.shipments,
  defaultSort: { key: 'pickupDate', direction: 'asc' },
};

/** One page of the list of the shipments `driverId` drives, as GET shipments reads it. */
export const myShipmentsPageQueryOptions = (
  driverId: string,
  { filters, page, pageSize, sort }: ListPageRequest<MyShipmentFilters>,
) =>
  shipmentListQueryOptions({
    ...shipmentViewQuery(filters.view === 'past' ? 'past' : 'active'),
    driverId,
    ...(filters.search ? { search: filters.search } : {}),
    ...(sort ? { orderBy: `${sort.direction === 'desc' ? '-' : ''}${sort.key}` } : {}),
    page,
    pageSize,
  });

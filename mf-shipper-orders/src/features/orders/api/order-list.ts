// The orders list (/orders): its filters as the address keeps them, their defaults, what they send, and
// its calls (spec 001 §7 'Orders: find, status counts, filter sets'), the query options and hooks side
// by side. The page and its FILTERS form both import the filters from here, never each other.
import { useQuery } from '@tanstack/react-query';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import type { OrderQuery, OrderStatusCounts } from '@trucks/shared-contracts/api/catalogue/shipper';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { OrderType } from '@trucks/shared-contracts/domain/order-type';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

type StatusTab = keyof OrderStatusCounts;
/** The list's status views, each with the count of its orders (orders.statusCounts). */
export const ORDER_STATUS_TABS: readonly { key: StatusTab; label: string }[] = [
  { key: 'all', label: 'All Orders' },
  { key: 'open', label: 'Open' },
  { key: 'planned', label: 'Planned' },
  { key: 'booked', label: 'Booked' },
  { key: 'inTransit', label: 'In Transit' },
  { key: 'delivered', label: 'Delivered' },
];
/** A saved view's key in the address: 'set:<id>'. */
export const SET_PREFIX = 'set:';

export type OrderFilters = {
  view: string;
  q: string;
  orderType: string;
  pickupStart: string;
  pickupEnd: string;
  location: string;
};
const DEFAULT_FILTERS: OrderFilters = {
  view: 'all',
  q: '',
  orderType: '',
  pickupStart: '',
  pickupEnd: '',
  location: '',
};

/** The list's filters' defaults and its page size (usePagedList). */
export const ORDER_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.shipments };

type CountsQuery = Omit<OrderQuery, 'page' | 'pageSize' | 'statuses'>;

/** The filters every call of the list shares (the page, the counts). */
export function orderBaseQuery(filters: OrderFilters): CountsQuery {
  const q = filters.q.trim();
  return {
    ...(q ? { search: q } : {}),
    ...(filters.orderType ? { orderTypes: [filters.orderType as OrderType] } : {}),
    ...(filters.pickupStart ? { pickupDateStart: filters.pickupStart } : {}),
    ...(filters.pickupEnd ? { pickupDateEnd: filters.pickupEnd } : {}),
    ...(filters.location ? { locationNumber: filters.location } : {}),
    ...(filters.view.startsWith(SET_PREFIX) ? { filterSetId: filters.view.slice(SET_PREFIX.length) } : {}),
  };
}

/** The status a view asks for: none for 'All Orders' and for a saved view. */
export function orderStatusesOf(view: string): Pick<OrderQuery, 'statuses'> {
  const tab = ORDER_STATUS_TABS.find((t) => t.key === view)?.key;
  return tab && tab !== 'all' ? { statuses: [tab] } : {};
}

const orderListQueryOptions = (query: OrderQuery) =>
  apiQueryOptions(shipperAreaCalls.findOrders, queryKeys.orders.list(query), { query });

/** One page of the list as the address asks for it (usePagedList's pageQuery). */
export const orderListPageQuery = ({ filters, page, pageSize }: ListPageRequest<OrderFilters>) =>
  orderListQueryOptions({ ...orderBaseQuery(filters), ...orderStatusesOf(filters.view), page, pageSize });

const orderCountsQueryOptions = (query: CountsQuery) =>
  apiQueryOptions(shipperAreaCalls.orderStatusCounts, queryKeys.orders.counts(query), { query });

export const useOrderStatusCounts = (query: CountsQuery) => useQuery(orderCountsQueryOptions(query));

const orderFilterSetsQueryOptions = () =>
  apiQueryOptions(shipperAreaCalls.orderFilterSets, queryKeys.orders.part('views', 'filterSets'), {});

export const useOrderFilterSets = () => useQuery(orderFilterSetsQueryOptions());

export const useSaveOrderFilterSet = () => useApiMutation(shipperAreaCalls.saveOrderFilterSet);

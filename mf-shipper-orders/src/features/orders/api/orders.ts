// The orders calls (spec 001 §7 'Orders: find, get, create, update, duplicate (copies), status
// counts, filter sets'): each call's query options and hook side by side.
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { OrderQuery } from '@trucks/shared-contracts/api/catalogue/shipper';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

export const orderListQueryOptions = (query: OrderQuery) =>
  apiQueryOptions(API.shipper.findOrders, queryKeys.orders.list(query), { query });

type CountsQuery = Omit<OrderQuery, 'page' | 'pageSize' | 'statuses'>;
const orderCountsQueryOptions = (query: CountsQuery) =>
  apiQueryOptions(API.shipper.orderStatusCounts, queryKeys.orders.counts(query), { query });

export const useOrderStatusCounts = (query: CountsQuery) => useQuery(orderCountsQueryOptions(query));

const orderFilterSetsQueryOptions = () =>
  apiQueryOptions(API.shipper.orderFilterSets, queryKeys.orders.part('views', 'filterSets'), {});

export const useOrderFilterSets = () => useQuery(orderFilterSetsQueryOptions());

export const useSaveOrderFilterSet = () => useApiMutation(API.shipper.saveOrderFilterSet);

const orderQueryOptions = (orderNumber: string) =>
  apiQueryOptions(API.shipper.getOrder, queryKeys.orders.detail(orderNumber), { params: { orderNumber } });

export const useOrder = (orderNumber: string) => useQuery(orderQueryOptions(orderNumber));

export const useCreateOrder = () => useApiMutation(API.shipper.createOrder);

export const useUpdateOrder = () => useApiMutation(API.shipper.updateOrder);

export const useDuplicateOrder = () => useApiMutation(API.shipper.duplicateOrder);

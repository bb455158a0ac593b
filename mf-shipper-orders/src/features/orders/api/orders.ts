// The calls of one order (spec 001 §7 'Orders: get, create, update, duplicate (copies)'): each call's
// query options and hook side by side. The list's calls (find, status counts, filter sets) are in
// order-list.ts.
import { useQuery } from '@tanstack/react-query';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const orderQueryOptions = (orderNumber: string) =>
  apiQueryOptions(shipperAreaCalls.getOrder, queryKeys.orders.detail(orderNumber), {
    params: { orderNumber },
  });

export const useOrder = (orderNumber: string) => useQuery(orderQueryOptions(orderNumber));

export const useCreateOrder = () => useApiMutation(shipperAreaCalls.createOrder);

export const useUpdateOrder = () => useApiMutation(shipperAreaCalls.updateOrder);

export const useDuplicateOrder = () => useApiMutation(shipperAreaCalls.duplicateOrder);

// Consolidation (/shipment-booking/consolidate; spec 001 §7 'consolidatable orders, draft shipment,
// create'): the base order and the limits as the address keeps them, the limits starting on the 001 §9
// defaults, and the calls, the query options and hooks side by side.
import { useQuery } from '@tanstack/react-query';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import type { ConsolidatableOrdersQuery } from '@trucks/shared-contracts/api/catalogue/tms-shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { CONSOLIDATION_DEFAULTS } from '@trucks/shared-contracts/rules/consolidation-defaults';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

export type ConsolidationLimits = Required<Omit<ConsolidatableOrdersQuery, 'orderNumber'>>;
const LIMIT_KEYS = ['maxWeight', 'maxUnits', 'distanceMiles', 'dateWindowDays'] as const;

/** The limits the address names; a missing, negative or unreadable one is its default. */
export function limitsOf(params: URLSearchParams): ConsolidationLimits {
  const read = (key: (typeof LIMIT_KEYS)[number]) => {
    const value = Number(params.get(key));
    return params.get(key) !== null && Number.isFinite(value) && value >= 0
      ? value
      : CONSOLIDATION_DEFAULTS[key];
  };
  return {
    maxWeight: read('maxWeight'),
    maxUnits: read('maxUnits'),
    distanceMiles: read('distanceMiles'),
    dateWindowDays: read('dateWindowDays'),
  };
}

/** The address of a search: the base order, and the limits that differ from their defaults. */
export function consolidationParamsOf(values: { order: string } & ConsolidationLimits): URLSearchParams {
  const next = new URLSearchParams();
  next.set('order', values.order.trim());
  for (const key of LIMIT_KEYS)
    if (values[key] !== CONSOLIDATION_DEFAULTS[key] && values[key] != null)
      next.set(key, String(values[key]));
  return next;
}

export const useConsolidatableOrders = (query: ConsolidatableOrdersQuery | null) =>
  useQuery({
    ...apiQueryOptions(
      shipperAreaCalls.consolidatableOrders,
      queryKeys.tmsShipments.part('consolidation', 'candidates', query ?? {}),
      { query: query ?? { orderNumber: '' } },
    ),
    enabled: query !== null && query.orderNumber !== '',
  });

export const useDraftShipment = () => useApiMutation(shipperAreaCalls.draftShipment);
export const useCreateShipment = () => useApiMutation(shipperAreaCalls.createShipment);

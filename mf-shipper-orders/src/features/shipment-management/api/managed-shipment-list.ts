// The shipper's shipment lists (/shipment-booking, /shipment-tracking): their filters as the address
// keeps them, their defaults, what they send, and their calls (spec 001 §7 'Shipments: list, status and
// on-time counts, filter sets'), the query options and hooks side by side. The page and its FILTERS form
// both import the filters from here, never each other.
import { useQuery } from '@tanstack/react-query';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import type { ManagedShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/tms-shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import type { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import type {
  ManagedShipmentListView,
  ShipmentStatus,
} from '@trucks/shared-contracts/domain/shipment-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const keys = queryKeys.tmsShipments;

/** A saved view's key in the address: 'set:<id>'. */
export const SET_PREFIX = 'set:';

export type ShipmentFilters = {
  view: string;
  q: string;
  onTime: string;
  equipmentMode: string;
  pickupStart: string;
  pickupEnd: string;
};
const DEFAULT_FILTERS: ShipmentFilters = {
  view: 'all',
  q: '',
  onTime: '',
  equipmentMode: '',
  pickupStart: '',
  pickupEnd: '',
};

/** The lists' filters' defaults and their page size (usePagedList). */
export const MANAGED_SHIPMENT_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.shipments };

type BaseQuery = Omit<ManagedShipmentListQuery, 'page' | 'pageSize' | 'statuses' | 'onTimeStatuses'>;
type StatusCountsQuery = Omit<ManagedShipmentListQuery, 'page' | 'pageSize' | 'statuses'>;
type OnTimeCountsQuery = Omit<ManagedShipmentListQuery, 'page' | 'pageSize' | 'onTimeStatuses'>;

/** The filters every call of a list shares (the page, the counts). */
export function shipmentBaseQuery(list: ManagedShipmentListView, filters: ShipmentFilters): BaseQuery {
  const q = filters.q.trim();
  return {
    view: list,
    ...(q ? { search: q } : {}),
    ...(filters.equipmentMode ? { equipmentMode: Number(filters.equipmentMode) as EquipmentMode } : {}),
    ...(filters.pickupStart ? { pickupDateStart: filters.pickupStart } : {}),
    ...(filters.pickupEnd ? { pickupDateEnd: filters.pickupEnd } : {}),
    ...(filters.view.startsWith(SET_PREFIX) ? { filterSetId: filters.view.slice(SET_PREFIX.length) } : {}),
  };
}

/** The status a view asks for: a status view's key is the status's number. */
export const statusOfView = (view: string): ShipmentStatus | undefined =>
  /^-?\d+$/.test(view) ? (Number(view) as ShipmentStatus) : undefined;

export const onTimeOf = (filters: ShipmentFilters) =>
  filters.onTime !== '' ? { onTimeStatuses: [Number(filters.onTime) as OnTimeStatus] } : {};

function listQuery(
  list: ManagedShipmentListView,
  { filters, page, pageSize }: ListPageRequest<ShipmentFilters>,
): ManagedShipmentListQuery {
  const status = statusOfView(filters.view);
  return {
    ...shipmentBaseQuery(list, filters),
    ...(status !== undefined ? { statuses: [status] } : {}),
    ...(list === 'tracking' ? onTimeOf(filters) : {}),
    page,
    pageSize,
  };
}

const shipmentListQueryOptions = (query: ManagedShipmentListQuery) =>
  apiQueryOptions(shipperAreaCalls.listShipments, keys.list(query), { query });

/** One page of a list as the address asks for it (usePagedList's pageQuery). */
export const shipmentListPageQuery = (
  list: ManagedShipmentListView,
  request: ListPageRequest<ShipmentFilters>,
) => shipmentListQueryOptions(listQuery(list, request));

export const useShipmentStatusCounts = (query: StatusCountsQuery) =>
  useQuery(
    apiQueryOptions(shipperAreaCalls.statusCounts, keys.counts({ ...query, of: 'status' }), { query }),
  );

export const useShipmentOnTimeCounts = (query: OnTimeCountsQuery, enabled: boolean) =>
  useQuery({
    ...apiQueryOptions(shipperAreaCalls.onTimeCounts, keys.counts({ ...query, of: 'onTime' }), { query }),
    enabled,
  });

export const useShipmentFilterSets = (view: ManagedShipmentListView) =>
  useQuery(
    apiQueryOptions(shipperAreaCalls.filterSets, keys.part('views', 'filterSets', { view }), {
      query: { view },
    }),
  );

export const useSaveShipmentFilterSet = () => useApiMutation(shipperAreaCalls.saveFilterSet);

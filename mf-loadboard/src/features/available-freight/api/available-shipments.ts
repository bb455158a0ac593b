// The load board's list (GET available_shipments): one page per filter set, polled every 30 s so a
// load booked by someone else leaves the board while it is open (issue 11 'Freshness'). While the
// carrier edits the FILTERS panel, the first page of the draft is read ahead, so Apply shows it at once.
// The board's filters and how they become the call's query live here, not in the page, so the route
// can start the first page's request while the page's chunk loads (readAheadAvailableFreight).
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { AvailableShipmentQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { isReadablePlaceText, readPlaceText } from '@trucks/shared-contracts/rules/place-text';
import { listRequestOf } from '@trucks/shared-ui/list-request';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { LOAD_BOARD_REFRESH_MS } from '../../../api/available-shipment';
import { radiusOf } from '../../../lib/radius-miles';

/** The board's orders (the reload search's order-by names them; rate per mile as Uber Freight has it). */
export const ORDER_LABEL = {
  pickupDate: 'Pickup Date',
  rate: 'Highest Rate',
  ratePerMile: 'Highest Rate Per Mile',
} as const;
type BoardOrder = keyof typeof ORDER_LABEL;

export type AvailableFreightFilters = {
  view: string;
  origin: string;
  originRadius: string;
  destination: string;
  destinationRadius: string;
  pickupStart: string;
  pickupEnd: string;
  equipmentMode: string;
  includePartials: string;
  orderBy: string;
};

const DEFAULT_FILTERS: AvailableFreightFilters = {
  view: 'all',
  origin: '',
  originRadius: '',
  destination: '',
  destinationRadius: '',
  pickupStart: '',
  pickupEnd: '',
  equipmentMode: '',
  includePartials: 'true',
  orderBy: 'pickupDate',
};

/** The board's two typed places, each read by the one rule Saved Lanes also uses (rules/place-text). */
const PLACE_FILTERS = ['origin', 'destination'] as const;
export type PlaceFilter = (typeof PLACE_FILTERS)[number];

/**
 * The places typed that cannot be read ('Dallas TX', 'Texas'): the field says what to type and the
 * board is not searched with them (issue 41: such a text was dropped and every load was listed).
 */
export function unreadablePlaces(filters: AvailableFreightFilters): PlaceFilter[] {
  return PLACE_FILTERS.filter((name) => !isReadablePlaceText(filters[name]));
}

export function availableShipmentQuery({
  filters,
  page,
  pageSize,
}: ListPageRequest<AvailableFreightFilters>) {
  const origin = readPlaceText(filters.origin) ?? {};
  const destination = readPlaceText(filters.destination) ?? {};
  const query: AvailableShipmentQuery = {
    page,
    pageSize,
    originCity: origin.city,
    originState: origin.state,
    originRadius: origin.city ? radiusOf(filters.originRadius) : undefined,
    destinationCity: destination.city,
    destinationState: destination.state,
    destinationRadius: destination.city ? radiusOf(filters.destinationRadius) : undefined,
    pickupDateStart: filters.pickupStart || undefined,
    pickupDateEnd: filters.pickupEnd || undefined,
    equipmentMode:
      filters.equipmentMode === '' ? undefined : (Number(filters.equipmentMode) as EquipmentMode),
    includePartials: filters.includePartials === 'true',
    bookItNow: filters.view === 'bookItNow' || undefined,
    orderBy: (filters.orderBy in ORDER_LABEL ? filters.orderBy : 'pickupDate') as BoardOrder,
  };
  // 'Query parameters that are empty, undefined or null are dropped from calls' (000 §5).
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AvailableShipmentQuery;
}

/** The board's list: its filters' defaults and its page size (usePagedList and the read-ahead). */
export const AVAILABLE_FREIGHT_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.default };

/**
 * A page of the board read less than this long ago is shown without asking again (the 30 s polling
 * still runs): Apply after the read-ahead, or Back to the board, then renders once instead of twice
 * (the refetch's answer re-rendered the whole list, 30-45 ms, for rows that had not changed).
 */
const BOARD_PAGE_FRESH_MS = 15_000;

export const availableShipmentListQueryOptions = (query: AvailableShipmentQuery) =>
  apiQueryOptions(
    loadboardCalls.availableShipments,
    queryKeys.availableShipments.list(query),
    { query },
    { refetchInterval: LOAD_BOARD_REFRESH_MS, staleTime: BOARD_PAGE_FRESH_MS },
  );

/**
 * A page of the board for the address's filters. With a place that cannot be read, the board is not
 * searched: the page is empty (the field and the notice above the list say why), never the whole board.
 */
export function availableFreightPageQueryOptions(request: ListPageRequest<AvailableFreightFilters>) {
  const options = availableShipmentListQueryOptions(availableShipmentQuery(request));
  const unreadable = unreadablePlaces(request.filters);
  if (unreadable.length === 0) return options;
  return {
    ...options,
    queryKey: [...options.queryKey, { unreadable: unreadable.map((name) => request.filters[name]) }],
    queryFn: () => Promise.resolve({ data: [], page: 1, pageSize: request.pageSize, totalCount: 0 }),
    refetchInterval: false as const,
    staleTime: Infinity,
  };
}

/** How long typed text rests before its first page is read ahead ('Dallas, TX' is not a query a key). */
const TYPING_READ_AHEAD_DELAY_MS = 120;

/** The parts of the query that come from typed text (the origin and destination boxes). */
const TYPED_PARTS = ['originCity', 'originState', 'destinationCity', 'destinationState'] as const;

/**
 * Reads the first page of the panel's draft ahead of Apply; nothing while it is the list shown. A
 * choice (a sort, a mode, a date, a checkbox) is read at once, while the pointer travels to Apply;
 * typing waits until the text rests.
 */
export function useReadAheadAvailableShipments(
  draft: AvailableShipmentQuery,
  applied: AvailableShipmentQuery,
) {
  const queryClient = useQueryClient();
  const draftKey = JSON.stringify(draft);
  const appliedKey = JSON.stringify(applied);
  // What the panel showed before this change: the applied list, or the previous draft.
  const before = useRef(appliedKey);
  useEffect(() => {
    const was = JSON.parse(before.current) as AvailableShipmentQuery;
    before.current = draftKey;
    if (draftKey === appliedKey) return undefined;
    const next = JSON.parse(draftKey) as AvailableShipmentQuery;
    const readAhead = () => void queryClient.prefetchQuery(availableShipmentListQueryOptions(next));
    // A choice (sort, mode, dates, partials) is read at once, in this effect: a timer's task would start
    // the request a frame later, and Apply usually follows a choice within a few hundred ms.
    if (!TYPED_PARTS.some((part) => was[part] !== next[part])) {
      readAhead();
      return undefined;
    }
    const timer = setTimeout(readAhead, TYPING_READ_AHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, draftKey, appliedKey]);
}

/** The query of the first page the address asks for (the route reads it while the board's chunk loads). */
export function availableFreightFirstRead(params: URLSearchParams) {
  return availableFreightPageQueryOptions(listRequestOf(params, AVAILABLE_FREIGHT_LIST));
}

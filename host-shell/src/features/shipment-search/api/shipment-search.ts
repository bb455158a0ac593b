// The top-bar search: one fetcher that picks the call by persona, its query options and its hook.
// Brokers use the quick search, everyone else the trucks search (spec 000 §6); both are cached under
// queryKeys.shipmentSearch.text(q), so typing the same text again is answered from the cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import { callApi, isApiError } from '@trucks/shared-contracts/api/client';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** 'Shipment search failure: server detail text, else ...' (spec 000 §8). */
const SEARCH_FAILED_MESSAGE = 'Search could not be completed. Try again.';

/** What a failed search shows: the server's message(s) through the spec's formatter, else the sentence above. */
function searchFailureMessage(error: unknown): string {
  return isApiError(error) ? formatErrorMessage(error.body, SEARCH_FAILED_MESSAGE) : SEARCH_FAILED_MESSAGE;
}

const SEARCH_STALE_MS = 60 * 1000;

async function searchShipments(
  text: string,
  viaBrokerQuickSearch: boolean,
  signal: AbortSignal,
): Promise<ShipmentSearchResult[]> {
  if (!viaBrokerQuickSearch) {
    const found = await callApi(shipmentCalls.search, { query: { q: text }, signal });
    return found.items;
  }
  try {
    const found = await callApi(shipmentCalls.quickSearchShipments, {
      query: { query: text, pageSize: PAGE_SIZE.searches, page: FIRST_PAGE },
      signal,
    });
    return found.data;
  } catch (error) {
    // A cancelled request stays a cancellation; any other failure silently yields no items (spec 000 §6).
    if (signal.aborted) throw error;
    return [];
  }
}

function shipmentSearchQueryOptions(text: string, viaBrokerQuickSearch: boolean) {
  return queryOptions({
    queryKey: queryKeys.shipmentSearch.text(text),
    // React Query aborts the signal when the text changes and nobody watches the old search any more.
    queryFn: ({ signal }) => searchShipments(text, viaBrokerQuickSearch, signal),
    enabled: text !== '',
    // Typing the same text again within a minute is answered from the cache, without a request.
    staleTime: SEARCH_STALE_MS,
    // The user is typing: a retry would only hold the error back; the next keystroke searches again.
    retry: false,
  });
}

export type ShipmentSearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; results: ShipmentSearchResult[] };

/**
 * Searches for `text` once it has been still for `debounceMs`; nothing is sent for empty or blank
 * text (spec 000 §5). While the text waits for its search, the state is 'searching'.
 */
export function useShipmentSearch(
  text: string,
  { debounceMs, viaBrokerQuickSearch }: { debounceMs: number; viaBrokerQuickSearch: boolean },
): ShipmentSearchState {
  const wanted = text.trim();
  const debounced = useDebouncedValue(wanted, debounceMs);
  // Clearing the box needs no wait; a new text waits for its own debounce.
  const searched = wanted === '' ? '' : debounced;
  const search = useQuery(shipmentSearchQueryOptions(searched, viaBrokerQuickSearch));
  if (wanted === '') return { kind: 'idle' };
  if (searched !== wanted || search.isPending) return { kind: 'searching' };
  if (search.isError) return { kind: 'failed', message: searchFailureMessage(search.error) };
  return { kind: 'found', results: search.data };
}

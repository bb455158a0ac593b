// The status views of the tender and rate-request lists (spec 000 §4: sent, accepted, rejected,
// rescinded, booking rescinded; 'The tender list filter includes Sent'; rate requests also Pending),
// each with its count, and All.
import { useQueries } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { RATE_REQUEST_STATUS_LABEL } from '@trucks/shared-contracts/domain/rate-request-status';
import type { ListView } from '@trucks/shared-ui/list-views';
import type { ResponseStatusView } from '../api/response-lists';

type CountQuery = UseQueryOptions<number, ApiError, number, QueryKey>;

/**
 * The views with their counts: one count query per status (pageSize 1, totalCount), the way the
 * navigation badge counts Sent. A count stays blank until its query answers.
 */
export function useResponseStatusViews(
  statuses: readonly ResponseStatusView[],
  countQuery: (view: ResponseStatusView) => unknown,
) {
  const views: readonly ResponseStatusView[] = [...statuses, 'All'];
  const counts = useQueries({
    queries: views.map((view) => countQuery(view) as CountQuery),
  });
  return views.map((key, index): ListView<ResponseStatusView> => ({
    key,
    label: key === 'All' ? 'All' : RATE_REQUEST_STATUS_LABEL[key],
    count: counts[index]?.data,
  }));
}

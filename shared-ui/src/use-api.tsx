// React Query over the typed client: one way for every app to read and write through the catalogue.
// Reads take the query key from shared-contracts/api/query-keys; writes invalidate exactly the keys
// MUTATION_INVALIDATES names for their call, so a write anywhere refreshes the badges in the shell
// and the lists in every remote on screen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QueryKey,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
import { callApi } from '@trucks/shared-contracts/api/client';
import type { ApiError, CallOptions } from '@trucks/shared-contracts/api/client';
import type { AnyApiCall, ResponseOf } from '@trucks/shared-contracts/api/define-call';
import { invalidationsAfter } from '@trucks/shared-contracts/api/query-keys';

type ReadOptions<C extends AnyApiCall> = Omit<
  UseQueryOptions<ResponseOf<C>, ApiError, ResponseOf<C>, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * Reads one call of the catalogue under `queryKey`; the request is cancelled when the query is.
 *
 *   const count = useApiQuery(API.cases.countStats, queryKeys.badges.newCases, {}, { enabled });
 */
export function useApiQuery<C extends AnyApiCall>(
  call: C,
  queryKey: QueryKey,
  options: Omit<CallOptions<C>, 'signal'>,
  queryOptions: ReadOptions<C> = {},
): UseQueryResult<ResponseOf<C>, ApiError> {
  return useQuery<ResponseOf<C>, ApiError, ResponseOf<C>, QueryKey>({
    queryKey,
    queryFn: ({ signal }) =>
      (callApi as (call: C, options: CallOptions<C>) => Promise<ResponseOf<C>>)(call, {
        ...options,
        signal,
      } as CallOptions<C>),
    ...queryOptions,
  });
}

type WriteOptions<C extends AnyApiCall> = Omit<
  UseMutationOptions<ResponseOf<C>, ApiError, CallOptions<C>>,
  'mutationFn'
>;

/**
 * Writes through one call of the catalogue. On success the keys of MUTATION_INVALIDATES for this call
 * are invalidated before the caller's onSuccess runs, so a toast never shows over stale data.
 *
 *   const save = useApiMutation(API.account.updateProfile);
 *   save.mutate({ body: profile }, { onSuccess: () => message.success('User Profile Successfully Updated') });
 */
export function useApiMutation<C extends AnyApiCall>(
  call: C,
  mutationOptions: WriteOptions<C> = {},
): UseMutationResult<ResponseOf<C>, ApiError, CallOptions<C>> {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationOptions;
  return useMutation<ResponseOf<C>, ApiError, CallOptions<C>>({
    mutationFn: (options) =>
      (callApi as (call: C, options: CallOptions<C>) => Promise<ResponseOf<C>>)(call, options),
    ...rest,
    onSuccess: async (...args) => {
      await Promise.all(
        invalidationsAfter(call.id).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      await onSuccess?.(...args);
    },
  });
}

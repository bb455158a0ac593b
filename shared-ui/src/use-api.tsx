// React Query over the typed client: one way for every app to read and write through the catalogue.
// Reads take the query key from shared-contracts/api/query-keys; writes invalidate exactly the keys
// MUTATION_INVALIDATES names for their call, so a write anywhere refreshes the badges in the shell
// and the lists in every remote on screen.
//
// An API file of a feature (features/<f>/api/<name>.ts) holds the call, its query options and its
// hook side by side (docs/add-an-api-call.md):
//
//   export const contactQueryOptions = (id: string) =>
//     apiQueryOptions(API.contacts.get, queryKeys.contacts.detail(id), { params: { id } });
//   export const useContact = (id: string) => useQuery(contactQueryOptions(id));
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MutateOptions,
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

/** React Query's options of a read, less what apiQueryOptions fills in. */
export type ApiReadOptions<C extends AnyApiCall, Data = ResponseOf<C>> = Omit<
  UseQueryOptions<ResponseOf<C>, ApiError, Data, QueryKey>,
  'queryKey' | 'queryFn'
>;

/** The call's options without the signal: React Query passes its own. */
export type ApiCallOptions<C extends AnyApiCall> = Omit<CallOptions<C>, 'signal'>;

const send = <C extends AnyApiCall>(call: C, options: CallOptions<C>) =>
  (callApi as (call: C, options: CallOptions<C>) => Promise<ResponseOf<C>>)(call, options);

/**
 * The query options of one catalogue call under `queryKey`: what `useQuery`, `prefetchQuery` (on
 * hover) and `fetchQuery` (an export of every page) all take. The request is cancelled when the
 * query is.
 */
export function apiQueryOptions<C extends AnyApiCall, Data = ResponseOf<C>>(
  call: C,
  queryKey: QueryKey,
  options: ApiCallOptions<C>,
  readOptions: ApiReadOptions<C, Data> = {},
) {
  return queryOptions<ResponseOf<C>, ApiError, Data, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => send(call, { ...options, signal } as CallOptions<C>),
    ...readOptions,
  });
}

/**
 * Reads one call of the catalogue under `queryKey`. Prefer a named hook in the feature's API file
 * (`useContact(id)`) over calling this inline in a component.
 */
export function useApiQuery<C extends AnyApiCall, Data = ResponseOf<C>>(
  call: C,
  queryKey: QueryKey,
  options: ApiCallOptions<C>,
  readOptions: ApiReadOptions<C, Data> = {},
): UseQueryResult<Data, ApiError> {
  return useQuery(apiQueryOptions(call, queryKey, options, readOptions));
}

type WriteOptions<C extends AnyApiCall> = Omit<
  UseMutationOptions<ResponseOf<C>, ApiError, CallOptions<C>>,
  'mutationFn'
>;

/**
 * Writes through one call of the catalogue. On success the keys of MUTATION_INVALIDATES for this call
 * are invalidated before the caller's onSuccess runs, so a toast never shows over stale data.
 *
 * `mutate(variables, { onSuccess, onError })` runs its callbacks even when the component that called
 * it has gone meanwhile. React Query's own `mutate` drops them then, and the refreshed data is what
 * unmounts it: a load booked from its drawer re-renders as booked, the drawer goes, and the booking's
 * toast and navigation were lost (seen in e2e with a faster browser).
 *
 *   export const useUpdateProfile = () => useApiMutation(API.account.updateProfile);
 */
export function useApiMutation<C extends AnyApiCall>(
  call: C,
  mutationOptions: WriteOptions<C> = {},
): UseMutationResult<ResponseOf<C>, ApiError, CallOptions<C>> {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationOptions;
  const mutation = useMutation<ResponseOf<C>, ApiError, CallOptions<C>>({
    mutationFn: (options) => send(call, options),
    ...rest,
    onSuccess: async (...args) => {
      await Promise.all(
        invalidationsAfter(call.id).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      await onSuccess?.(...args);
    },
  });
  const { mutateAsync } = mutation;
  const { meta, mutationKey } = rest;
  const mutate = useCallback(
    (variables: CallOptions<C>, callbacks?: MutateOptions<ResponseOf<C>, ApiError, CallOptions<C>>) => {
      const context = { client: queryClient, meta, mutationKey };
      mutateAsync(variables).then(
        (data) => {
          callbacks?.onSuccess?.(data, variables, undefined, context);
          callbacks?.onSettled?.(data, null, variables, undefined, context);
        },
        (error: ApiError) => {
          callbacks?.onError?.(error, variables, undefined, context);
          callbacks?.onSettled?.(undefined, error, variables, undefined, context);
        },
      );
    },
    [mutateAsync, queryClient, meta, mutationKey],
  ) as typeof mutation.mutate;
  return { ...mutation, mutate };
}

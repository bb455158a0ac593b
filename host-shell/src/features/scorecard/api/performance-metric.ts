// The carrier score card's read (carriers/{id}/performance_metric) for the signed-in user's company. On
// /dashboard it starts with the tab's read, when the session knows the user (app/first-page-read.ts),
// not when the card first renders: fresh for READ_AHEAD_FRESH_MS, so the card's mount takes it as is.
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { READ_AHEAD_FRESH_MS } from '@trucks/shared-ui/lazy-page';
import { carrierCalls } from '@trucks/shared-contracts/api/catalogue/carriers';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

const performanceMetricQueryOptions = (companyId: string | undefined) =>
  apiQueryOptions(
    carrierCalls.performanceMetric,
    queryKeys.carriers.part(companyId ?? '', 'performanceMetric'),
    { params: { id: companyId ?? '' } },
    { enabled: Boolean(companyId), staleTime: READ_AHEAD_FRESH_MS },
  );

export const usePerformanceMetric = (companyId: string | undefined) =>
  useQuery(performanceMetricQueryOptions(companyId));

/** Starts the card's read for the company (nothing without one); resolves when it has settled. */
export const prefetchPerformanceMetric = (queryClient: QueryClient, companyId: string | undefined) =>
  companyId ? queryClient.prefetchQuery(performanceMetricQueryOptions(companyId)) : Promise.resolve();

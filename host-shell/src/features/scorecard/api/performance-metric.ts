// The carrier score card's read (carriers/{id}/performance_metric) for the signed-in user's company.
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

const performanceMetricQueryOptions = (companyId: string | undefined) =>
  apiQueryOptions(
    API.carriers.performanceMetric,
    queryKeys.carriers.part(companyId ?? '', 'performanceMetric'),
    { params: { id: companyId ?? '' } },
    { enabled: Boolean(companyId) },
  );

export const usePerformanceMetric = (companyId: string | undefined) =>
  useQuery(performanceMetricQueryOptions(companyId));

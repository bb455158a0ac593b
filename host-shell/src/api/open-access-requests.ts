// The admin's count of open access requests (spec 000 §6), read by the user menu's badge and by the
// notice above /contacts: one query under one key, refreshed every 5 minutes wherever it is shown.
import { useQuery } from '@tanstack/react-query';
import { accountCalls } from '@trucks/shared-contracts/api/catalogue/account';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { LIST_TIMING } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

const openAccessRequestCountQueryOptions = (enabled: boolean) =>
  apiQueryOptions(
    accountCalls.openAccessRequestCount,
    queryKeys.badges.openAccessRequests,
    {},
    { enabled, refetchInterval: LIST_TIMING.accessRequestRefreshMs },
  );

export const useOpenAccessRequestCount = (enabled: boolean) =>
  useQuery(openAccessRequestCountQueryOptions(enabled));

// The training videos' catalogue (/videos).
import { useQuery } from '@tanstack/react-query';
import { accountCalls } from '@trucks/shared-contracts/api/catalogue/account';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

const videosQueryOptions = () => apiQueryOptions(accountCalls.videos, queryKeys.videos.list(), {});

export const useVideos = () => useQuery(videosQueryOptions());

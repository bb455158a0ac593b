// The training videos' catalogue (/videos).
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

const videosQueryOptions = () => apiQueryOptions(API.account.videos, queryKeys.videos.list(), {});

export const useVideos = () => useQuery(videosQueryOptions());

// The signed-in user as the API has it now (me.user under queryKeys.me), read by the session (to keep
// the session's copy current after a profile save) and by the profile pages. A profile or picture
// save invalidates ['me'], so both follow.
import { useQuery } from '@tanstack/react-query';
import { accountCalls } from '@trucks/shared-contracts/api/catalogue/account';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import type { ApiReadOptions } from '@trucks/shared-ui/use-api';

type CurrentUserCall = typeof accountCalls.currentUser;

const currentUserQueryOptions = (readOptions: ApiReadOptions<CurrentUserCall> = {}) =>
  apiQueryOptions(accountCalls.currentUser, queryKeys.me.part('user'), {}, readOptions);

export const useCurrentUser = (readOptions: ApiReadOptions<CurrentUserCall> = {}) =>
  useQuery(currentUserQueryOptions(readOptions));

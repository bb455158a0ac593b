// The signed-in user as the profile pages show it: the session's user at once, then the API's
// current copy (me.user under queryKeys.me), which a profile save or picture change invalidates.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { useApiQuery } from '@trucks/shared-ui/use-api';

export function useProfileUser() {
  const sessionUser = useSession((session) => session.user);
  return useApiQuery(
    API.account.currentUser,
    queryKeys.me.part('user'),
    {},
    { enabled: Boolean(sessionUser), placeholderData: sessionUser ?? undefined },
  );
}

/** Toasts stay 4 s (spec 000 §9 'default duration 4 s'). */
export const TOAST_SECONDS = 4;

// The signed-in user as the host's session holds it (the host reads it before any remote renders).
import { useSession } from '@trucks/shared-contracts/session/use-session';

export interface LoadBoardUser {
  id: string;
  companyId: string;
  /** Brokers see no reloads and no 'Loads you may also like' (spec 000 §1). */
  isBroker: boolean;
}

export function useSignedInUser(): LoadBoardUser | null {
  return useSession((session) => session.user);
}

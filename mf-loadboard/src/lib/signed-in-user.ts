// The signed-in user as the host's session holds it (the host reads it before any remote renders).
import { useSession } from '@trucks/shared-contracts/session/use-session';

interface LoadBoardUser {
  id: string;
  companyId: string;
  /** Brokers see no reloads and no 'Loads you may also like' (spec 000 §1). */
  isBroker: boolean;
}

/** Who signs a booking, an offer or an answer: the user and their company. */
export type SigningUser = Pick<LoadBoardUser, 'id' | 'companyId'>;

export function useSignedInUser(): LoadBoardUser | null {
  return useSession((session) => session.user);
}

// The rate request response (spec 000 §7 'Rate request response post'): the NEW OFFER tabs of the
// book-now and tender drawers and the rate-request drawer all send it. It refreshes the rate requests,
// the board and the open-rate-requests badge (MUTATION_INVALIDATES).
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { useApiMutation } from '@trucks/shared-ui/use-api';

export const useRespondToRateRequest = () => useApiMutation(loadboardCalls.respondToRateRequest);

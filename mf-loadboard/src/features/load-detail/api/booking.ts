// What the book-now drawer writes: the booking at the book-it-now rate. It refreshes what
// MUTATION_INVALIDATES names (board, shipments, badges). The payment configuration and the offer are
// shared with the tender and rate-request drawers (src/api).
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { useApiMutation } from '@trucks/shared-ui/use-api';

export const useBookShipment = () => useApiMutation(loadboardCalls.bookShipment);

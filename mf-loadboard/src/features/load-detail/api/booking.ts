// What the book-now drawer reads and writes: the carrier's payment configuration (GET
// carriers/payment_configurations), the booking at the book-it-now rate and the new offer (a rate
// request response). The writes refresh what MUTATION_INVALIDATES names (board, shipments, badges).
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

export const usePaymentConfiguration = (enabled: boolean) =>
  useQuery(
    apiQueryOptions(
      API.carriers.paymentConfigurations,
      queryKeys.carriers.part('current', 'paymentConfigurations'),
      {},
      { enabled },
    ),
  );

export const useBookShipment = () => useApiMutation(API.loadboard.bookShipment);

export const useSubmitOffer = () => useApiMutation(API.loadboard.respondToRateRequest);

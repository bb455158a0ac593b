// The carrier's payment configuration (GET carriers/payment_configurations): the book-now drawer and
// the tender drawer both choose a payment option from it (spec 000 §4, §5, §9).
import { useQuery } from '@tanstack/react-query';
import { carrierCalls } from '@trucks/shared-contracts/api/catalogue/carriers';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const usePaymentConfiguration = (enabled: boolean) =>
  useQuery(
    apiQueryOptions(
      carrierCalls.paymentConfigurations,
      queryKeys.carriers.part('current', 'paymentConfigurations'),
      {},
      { enabled },
    ),
  );

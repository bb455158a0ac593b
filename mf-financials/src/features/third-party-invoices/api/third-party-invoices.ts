// One third-party payer invoice's calls (spec 001 §7): the shipment the preview's header names, and the
// invoice update. The list and its counters are in third-party-invoice-list.ts.
import { useQuery } from '@tanstack/react-query';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

export const useInvoiceShipment = (shipmentId: string | undefined) =>
  useQuery({
    ...apiQueryOptions(
      financialCalls.invoiceShipment,
      queryKeys.thirdPartyInvoices.part(shipmentId ?? '', 'shipment'),
      {
        params: { id: shipmentId ?? '' },
      },
    ),
    enabled: shipmentId !== undefined,
  });

export const useUpdateInvoice = () => useApiMutation(financialCalls.updateInvoice);

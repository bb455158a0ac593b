// The carrier's third-party payer invoice of a shipper's shipment (spec 001 §7 'Invoice get', 'Invoice
// update'): the shipper, as the shipment's bill-to, reads it by the number the shipment detail names
// and records the carrier's invoice number and amount ('Invoice Updated', 001 §8).
import { useQuery } from '@tanstack/react-query';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const carrierInvoiceQueryOptions = (invoiceNumber: string) =>
  apiQueryOptions(financialCalls.invoice, queryKeys.invoices.detail(invoiceNumber), {
    params: { id: invoiceNumber },
  });

export const useCarrierInvoice = (invoiceNumber: string) =>
  useQuery(carrierInvoiceQueryOptions(invoiceNumber));

export const useUpdateCarrierInvoice = () => useApiMutation(financialCalls.updateInvoice);

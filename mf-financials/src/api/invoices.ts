// Invoice reads several features share (spec 001 §7): the AP invoice list (accounting, invoices, the
// dashboard tab, shipment financials), one invoice and its documents (every invoice preview). One
// cache entry per call and query, whichever page asked first.
import { useQuery } from '@tanstack/react-query';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { AccountingFilters } from '@trucks/shared-contracts/domain/accounting';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const apInvoiceListQueryOptions = (query: AccountingFilters) =>
  apiQueryOptions(financialCalls.apInvoices, queryKeys.invoices.list(query), { query });

export const useApInvoices = (query: AccountingFilters, enabled = true) =>
  useQuery({ ...apInvoiceListQueryOptions(query), enabled });

/** An invoice by id or number ('Invoice number is not valid' when absent, spec 001 §8). */
const invoiceQueryOptions = (invoiceIdOrNumber: string) =>
  apiQueryOptions(financialCalls.invoice, queryKeys.invoices.detail(invoiceIdOrNumber), {
    params: { id: invoiceIdOrNumber },
  });

export const useInvoice = (invoiceIdOrNumber: string, enabled = true) =>
  useQuery({ ...invoiceQueryOptions(invoiceIdOrNumber), enabled: enabled && invoiceIdOrNumber !== '' });

export const useInvoiceDocuments = (invoiceId: string | undefined) =>
  useQuery({
    ...apiQueryOptions(
      financialCalls.invoiceDocuments,
      queryKeys.invoices.part(invoiceId ?? '', 'documents'),
      { params: { id: invoiceId ?? '' } },
    ),
    enabled: invoiceId !== undefined,
  });

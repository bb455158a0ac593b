// The AP invoice summary (spec 001 §3 'amounts and shipment counts per status'): the amount and the
// shipment count of each accounting tab, under the same search and dates as the list.
import { useQuery } from '@tanstack/react-query';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { AccountingFilters } from '@trucks/shared-contracts/domain/accounting';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

type SummaryQuery = Omit<AccountingFilters, 'status' | 'page' | 'pageSize'>;

const accountingSummaryQueryOptions = (query: SummaryQuery) =>
  apiQueryOptions(financialCalls.apInvoiceSummary, queryKeys.invoices.counts(query), { query });

export const useAccountingSummary = (query: SummaryQuery) => useQuery(accountingSummaryQueryOptions(query));

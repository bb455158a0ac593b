// Payment remittance (spec 001 §7 'Payments summaries and details'): the payments of a date window,
// 20 a page; one payment with the invoices it settled, 20 a page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { PaymentFilters } from '@trucks/shared-contracts/domain/accounting';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const paymentListQueryOptions = (query: PaymentFilters) =>
  apiQueryOptions(API.financials.paymentSummaries, queryKeys.payments.list(query), { query });

const paymentDetailsQueryOptions = (checkNumber: string, page: number) => {
  const query = { page, pageSize: PAGE_SIZE.paymentDetails };
  return apiQueryOptions(
    API.financials.paymentDetails,
    queryKeys.payments.part(checkNumber, 'details', query),
    {
      params: { checkNumber },
      query,
    },
  );
};

export const usePaymentDetails = (checkNumber: string, page: number) =>
  useQuery({ ...paymentDetailsQueryOptions(checkNumber, page), placeholderData: keepPreviousData });

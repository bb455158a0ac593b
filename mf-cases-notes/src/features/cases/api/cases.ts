// The case calls (spec 000 §7, 001 §7: GET cases, cases/count_stats, case details, history, creation):
// each call's query options and hook side by side. The list, the status counts and a shipment's cases
// read through the same list options, so creating a case refreshes all of them (MUTATION_INVALIDATES).
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { CaseListFilters } from '@trucks/shared-contracts/domain/case';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const cases = API.casesNotesDocuments;

export const caseListQueryOptions = (query: CaseListFilters) =>
  apiQueryOptions(cases.cases, queryKeys.cases.list(query), { query });

/** The status counts (new, inProgress, onHold, resolved) of the list's filters, whatever the view. */
export const useCaseCountStats = (query: CaseListFilters) =>
  useQuery(apiQueryOptions(cases.countStats, queryKeys.cases.counts(query), { query }));

/** A shipment's cases: all of them on one page (spec 001 §9: cases per shipment 1000). */
export const useShipmentCases = (shipmentId: string) =>
  useQuery(caseListQueryOptions({ shipmentId, page: 1, pageSize: PAGE_SIZE.casesPerShipment }));

/** One case by its case number (the server finds a case by id or number). */
export const useCase = (caseNumber: string) =>
  useQuery(apiQueryOptions(cases.get, queryKeys.cases.detail(caseNumber), { params: { id: caseNumber } }));

export const useCaseHistory = (caseNumber: string) =>
  useQuery(
    apiQueryOptions(cases.history, queryKeys.cases.part(caseNumber, 'history'), {
      params: { id: caseNumber },
    }),
  );

export const useCreateCase = () => useApiMutation(cases.create);

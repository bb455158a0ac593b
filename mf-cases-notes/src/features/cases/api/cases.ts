// The case calls (spec 000 §7, 001 §7: GET cases, cases/count_stats, case details, history, creation):
// each call's query options and hook side by side. The list, the status counts and a shipment's cases
// read through the same list options, so creating a case refreshes all of them (MUTATION_INVALIDATES).
// The cases list's filters, their defaults and how they become the call's query live here too, so the
// page and its FILTERS form both import them from below instead of from each other.
import { useQuery } from '@tanstack/react-query';
import { casesNotesDocumentsCalls } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { CaseListFilters } from '@trucks/shared-contracts/domain/case';
import {
  CaseDisplayStatus,
  CaseStatus,
  IN_PROGRESS_CASE_STATUSES,
  ON_HOLD_CASE_STATUSES,
} from '@trucks/shared-contracts/domain/case-status';
import type { CaseType } from '@trucks/shared-contracts/domain/case-type';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest, ListRequestOptions } from '@trucks/shared-ui/list-request';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const cases = casesNotesDocumentsCalls;

/** The cases list's filters as the address holds them: the view (a display status or 'all') and the panel's. */
export type CaseFilters = {
  view: string;
  search: string;
  caseType: string;
  shipment: string;
  fromDate: string;
  toDate: string;
  activeOnly: string;
};

const DEFAULT_FILTERS: CaseFilters = {
  view: CaseDisplayStatus.New,
  search: '',
  caseType: '',
  shipment: '',
  fromDate: '',
  toDate: '',
  activeOnly: 'false',
};

/** The cases list: its filters' defaults, 50 a page (001 §9), newest first. */
export const CASES_LIST: ListRequestOptions<CaseFilters> = {
  defaults: DEFAULT_FILTERS,
  pageSize: PAGE_SIZE.cases,
  defaultSort: { key: 'createdDateTime', direction: 'desc' },
};

/** The stored statuses each view asks for: the spec's collapse (001 §4) read backwards. */
const VIEW_STATUSES: Record<CaseDisplayStatus, readonly CaseStatus[]> = {
  [CaseDisplayStatus.New]: [CaseStatus.New],
  [CaseDisplayStatus.InProgress]: IN_PROGRESS_CASE_STATUSES,
  [CaseDisplayStatus.OnHold]: ON_HOLD_CASE_STATUSES,
  [CaseDisplayStatus.Resolved]: [CaseStatus.Resolved, CaseStatus.Voided],
};

const isDisplayStatus = (view: string): view is CaseDisplayStatus =>
  (Object.values(CaseDisplayStatus) as string[]).includes(view);

/** The filters of the panel as the call takes them, without the view (the counts use these). */
export function casePanelQuery(filters: CaseFilters): CaseListFilters {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.caseType ? { caseTypes: [Number(filters.caseType) as CaseType] } : {}),
    ...(filters.shipment ? { shipmentId: filters.shipment } : {}),
    ...(filters.fromDate ? { fromDate: filters.fromDate } : {}),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
    ...(filters.activeOnly === 'true' ? { activeOnly: true } : {}),
  };
}

function caseListQuery({ filters, page, pageSize, sort }: ListPageRequest<CaseFilters>): CaseListFilters {
  return {
    ...casePanelQuery(filters),
    ...(isDisplayStatus(filters.view) ? { caseStatuses: [...VIEW_STATUSES[filters.view]] } : {}),
    ...(sort ? { sort: `${sort.direction === 'desc' ? '-' : ''}${sort.key}` } : {}),
    page,
    pageSize,
  };
}

const caseListQueryOptions = (query: CaseListFilters) =>
  apiQueryOptions(cases.cases, queryKeys.cases.list(query), { query });

/** One page of the cases list, as the page's filters, page and sort ask for it. */
export const casesPageQueryOptions = (request: ListPageRequest<CaseFilters>) =>
  caseListQueryOptions(caseListQuery(request));

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

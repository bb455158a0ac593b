// Case filters (spec 001 §4): one schema for the query string (GET cases, count_stats) and the search
// body, the match of a case against them, the sort, and the user's cases that pass.
import { z } from 'zod';
import {
  CaseStatus,
  CasePriority,
  CaseSource,
  CaseDisplayStatus,
} from '@trucks/shared-contracts/domain/case-status';
import { CaseType, CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { collapseCaseStatus } from '@trucks/shared-contracts/rules/case-status';
import type { CaseListFilters } from '@trucks/shared-contracts/domain/case';
import { zodProblem } from '../http/problem';
import { list, parseBody, signedInUser, text } from './context-helpers';
import { canSeeCase, requireCaseAccess } from './records-scope';
import type { CallContext } from './handler-types';
import type { CaseRecord } from '../store/records';
import { shipmentByIdOrNumber } from '../store/store';
import type { TrucksStore } from '../store/store';

/** Query values arrive as text; bodies as JSON. Both go through the same rules. */
const queryBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

export const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Not a date.' });

const numberOf = <E extends Record<string, number>>(values: E) => z.coerce.number().pipe(z.enum(values));

const CASE_SORT_FIELDS = [
  'createdDateTime',
  'updatedDateTime',
  'caseNumber',
  'status',
  'priority',
  'incidentDateTime',
  'followUpDateTime',
] as const;

type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

const CaseFiltersSchema = z.object({
  shipmentId: z.string().min(1).optional(),
  orderId: z.string().min(1).optional(),
  caseSources: z.array(numberOf(CaseSource)).optional(),
  caseTypes: z.array(numberOf(CaseType)).optional(),
  caseStatuses: z.array(numberOf(CaseStatus)).optional(),
  casePriority: numberOf(CasePriority).optional(),
  involvedPartyIds: z.array(z.string().min(1)).optional(),
  customerIds: z.array(z.string().min(1)).optional(),
  carrierIds: z.array(z.string().min(1)).optional(),
  assignees: z.array(z.string().min(1)).optional(),
  activeOnly: queryBoolean.optional(),
  unassignedOnly: queryBoolean.optional(),
  incidentFrom: instant.optional(),
  incidentTo: instant.optional(),
  followUpFrom: instant.optional(),
  followUpTo: instant.optional(),
  fromDate: instant.optional(),
  toDate: instant.optional(),
  search: z.string().optional(),
  sort: z
    .string()
    .refine((value) => (CASE_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, '')), {
      message: `Sort by one of ${CASE_SORT_FIELDS.join(', ')} ('-' for descending).`,
    })
    .optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(1000).optional(),
}) satisfies z.ZodType<CaseListFilters, unknown>;

const ARRAY_FILTERS = [
  'caseSources',
  'caseTypes',
  'caseStatuses',
  'involvedPartyIds',
  'customerIds',
  'carrierIds',
  'assignees',
] as const;

export function filtersFromQuery(context: CallContext): CaseListFilters {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(CaseFiltersSchema.shape)) {
    const value = (ARRAY_FILTERS as readonly string[]).includes(key)
      ? list(context.query, key)
      : text(context.query, key);
    if (value !== undefined) raw[key] = value;
  }
  const parsed = CaseFiltersSchema.safeParse(raw);
  if (!parsed.success) throw zodProblem(parsed.error);
  return parsed.data;
}

export function filtersFromBody(context: CallContext): CaseListFilters {
  return parseBody(CaseFiltersSchema, context);
}

const at = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

function within(iso: string | null | undefined, from: string | undefined, to: string | undefined): boolean {
  if (from === undefined && to === undefined) return true;
  const time = at(iso);
  if (Number.isNaN(time)) return false;
  return (from === undefined || time >= Date.parse(from)) && (to === undefined || time <= endOfDayIfDate(to));
}

/** A bare date as an upper bound means the whole of that day. */
function endOfDayIfDate(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(value) + 86_400_000 - 1 : Date.parse(value);
}

function isActive(record: CaseRecord): boolean {
  return collapseCaseStatus(record).displayStatus !== CaseDisplayStatus.Resolved;
}

function matchesCase(store: TrucksStore, record: CaseRecord, filters: CaseListFilters): boolean {
  const shipment = filters.shipmentId ? shipmentByIdOrNumber(store, filters.shipmentId) : undefined;
  const search = filters.search?.trim().toLowerCase();
  return (
    (!filters.shipmentId || record.shipmentId === (shipment?.id ?? filters.shipmentId)) &&
    (!filters.orderId || record.orderId === filters.orderId) &&
    (!filters.caseSources || (record.source !== undefined && filters.caseSources.includes(record.source))) &&
    (!filters.caseTypes || filters.caseTypes.includes(record.caseType)) &&
    (!filters.caseStatuses || filters.caseStatuses.includes(record.status)) &&
    (filters.casePriority === undefined || record.priority === filters.casePriority) &&
    (!filters.involvedPartyIds ||
      record.involvedParties.some((p) => filters.involvedPartyIds!.includes(p.id))) &&
    (!filters.customerIds || filters.customerIds.includes(record.customerId)) &&
    (!filters.carrierIds || filters.carrierIds.includes(record.carrierId)) &&
    (!filters.assignees || (!!record.assignee && filters.assignees.includes(record.assignee))) &&
    (!filters.activeOnly || isActive(record)) &&
    (!filters.unassignedOnly || !record.assignee) &&
    within(record.incidentDateTime, filters.incidentFrom, filters.incidentTo) &&
    within(record.followUpDateTime, filters.followUpFrom, filters.followUpTo) &&
    within(record.createdDateTime, filters.fromDate, filters.toDate) &&
    (!search ||
      [
        record.caseNumber,
        record.shipmentNumber,
        record.subject,
        record.description,
        CASE_TYPE_LABEL[record.caseType],
      ].some((field) => (field ?? '').toLowerCase().includes(search)))
  );
}

export function sortCases(rows: CaseRecord[], sort: string | undefined): CaseRecord[] {
  const descending = sort === undefined || sort.startsWith('-');
  const field = (sort?.replace(/^-/, '') ?? 'createdDateTime') as CaseSortField;
  const key = (record: CaseRecord): number | string => {
    switch (field) {
      case 'caseNumber':
        return Number(record.caseNumber);
      case 'status':
        return record.status;
      case 'priority':
        return record.priority ?? -1;
      default:
        return at(record[field]) || 0;
    }
  };
  const sorted = [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : a.caseNumber.localeCompare(b.caseNumber);
  });
  return descending ? sorted.reverse() : sorted;
}

export function casesOfUser(context: CallContext, filters: CaseListFilters): CaseRecord[] {
  const user = signedInUser(context);
  requireCaseAccess(user);
  return [...context.store.cases.values()].filter(
    (record) => canSeeCase(user, record) && matchesCase(context.store, record, filters),
  );
}

// Cases (accessorial requests) (spec 001 §3, §4, §7). Cases are scoped to the user's company (spec
// 001 §6): another company's case is neither listed nor found. Their filters are in case-filters.ts,
// the notes in notes-handlers.ts.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CaseStatus,
  CarrierCaseResolutionType,
  CasePriority,
  CaseSource,
  CASE_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/case-status';
import { CaseType, CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { collapseCaseStatus } from '@trucks/shared-contracts/rules/case-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { CaseCountStats, CaseListFilters } from '@trucks/shared-contracts/domain/case';
import { fieldProblem, modelStateProblem } from '../http/problem';
import { pageOf, paging, parseBody, signedInUser } from './context-helpers';
import { canSeeShipment, requireCaseAccess } from './records-scope';
import type { CallContext, HandlerTable } from './handler-types';
import type { Case } from '../store/wire-types';
import type { CaseRecord } from '../store/records';
import { shipmentByIdOrNumber } from '../store/store';
import { instant, filtersFromQuery, filtersFromBody, sortCases, casesOfUser } from './case-filters';
import { caseParam, noteAsComment, byTime, caseHistory } from './case-records';

function caseView(record: CaseRecord): Case {
  const {
    carrierId: _carrierId,
    customerId: _customerId,
    comments: _comments,
    history: _history,
    ...view
  } = record;
  return view;
}

function casePage(context: CallContext, filters: CaseListFilters) {
  const rows = sortCases(casesOfUser(context, filters), filters.sort);
  const page = { page: filters.page ?? 1, pageSize: filters.pageSize ?? PAGE_SIZE.cases };
  return { ...pageOf(rows, page), data: pageOf(rows, page).data.map(caseView) };
}

/** Counts per display status (spec 001 §4: the case-status collapse decides the bucket). */
function countStats(rows: readonly CaseRecord[]): CaseCountStats {
  const counts: CaseCountStats = { new: 0, inProgress: 0, onHold: 0, resolved: 0 };
  for (const record of rows) counts[collapseCaseStatus(record).displayStatus] += 1;
  return counts;
}

const NewCaseSchema = z.object({
  shipmentId: z.string({ error: 'The shipment is required.' }).trim().min(1, 'The shipment is required.'),
  caseType: z.coerce
    .number({ error: 'The case type is required.' })
    .pipe(z.enum(CaseType, { error: 'Unknown case type.' })),
  subject: z.string({ error: 'The subject is required.' }).trim().min(1, 'The subject is required.').max(200),
  description: z
    .string({ error: 'The description is required.' })
    .trim()
    .min(1, 'The description is required.')
    .max(4000),
  requestedAmount: z.number().finite().nonnegative('The requested amount cannot be negative.').optional(),
  incidentDateTime: instant.optional(),
});

// ---------------------------------------------------------------------------------------------
// Notes: stored notes, plus the comments a case came with, seen through one shape.

export const caseHandlers = {
  'cases.list': (context) => casePage(context, filtersFromQuery(context)),
  'cases.search': (context) => casePage(context, filtersFromBody(context)),
  'cases.countStats': (context) => countStats(casesOfUser(context, filtersFromQuery(context))),
  'cases.statusCounts': (context) => {
    const filters = filtersFromQuery(context);
    if (!filters.shipmentId && !filters.orderId)
      throw modelStateProblem({ shipmentId: ['Give a shipmentId or an orderId.'] });
    return countStats(casesOfUser(context, filters));
  },
  'cases.get': (context) => caseView(caseParam(context)),
  'cases.create': (context) => {
    const user = signedInUser(context);
    requireCaseAccess(user);
    const input = parseBody(NewCaseSchema, context);
    const shipment = shipmentByIdOrNumber(context.store, input.shipmentId);
    // Another company's shipment is as unknown as a made-up id: nothing about it is revealed.
    if (!shipment || !canSeeShipment(user, shipment))
      throw fieldProblem('shipmentId', 'No shipment found with that id.');
    const now = context.services.now().toISOString();
    const carrier = shipment.carrierId ? context.store.companies.get(shipment.carrierId) : undefined;
    const customer = context.store.companies.get(shipment.customerId);
    const record: CaseRecord = {
      id: randomUUID(),
      caseNumber: String(context.store.sequences.caseNumber++),
      caseType: input.caseType,
      caseTypeDescription: CASE_TYPE_LABEL[input.caseType],
      status: CaseStatus.New,
      statusDescription: CASE_STATUS_LABEL[CaseStatus.New],
      carrierCaseResolutionType: CarrierCaseResolutionType.None,
      isVoided: false,
      involvedParties: [
        ...(carrier ? [{ id: carrier.id, name: carrier.name, partyType: 'Carrier' }] : []),
        ...(customer ? [{ id: customer.id, name: customer.name, partyType: 'Customer' }] : []),
      ],
      priority: CasePriority.Medium,
      source: CaseSource.CarrierPortal,
      shipmentId: shipment.id,
      shipmentNumber: shipment.shipmentNumber,
      orderId: null,
      subject: input.subject,
      description: input.description,
      requestedAmount: input.requestedAmount ?? null,
      approvedAmount: null,
      assignee: null,
      incidentDateTime: input.incidentDateTime ?? null,
      followUpDateTime: null,
      createdDateTime: now,
      updatedDateTime: now,
      carrierId: shipment.carrierId ?? '',
      customerId: shipment.customerId,
      comments: [],
      history: [],
    };
    caseHistory(record, user, context.services.now(), 'Case created');
    record.history[0]!.toStatus = CaseStatus.New;
    context.store.cases.set(record.id, record);
    return caseView(record);
  },
  'cases.notes': (context) => {
    const record = caseParam(context);
    const rows = [
      ...record.comments,
      ...[...context.store.notes.values()]
        .filter((n) => n.entityType === EntityType.Case && n.entityId === record.id)
        .map(noteAsComment),
    ].sort(byTime((c) => c.timeStamp));
    return pageOf(rows, paging(context.query, PAGE_SIZE.caseNotes));
  },
  'cases.history': (context) => [...caseParam(context).history].sort(byTime((h) => h.timeStamp)),
} satisfies Partial<HandlerTable>;

// Third-party payer invoices, AP invoices (accounting), payments, audit history and static data
// (spec 001 §3, §4, §5, §7, §9). Money is the carrier's: every list is scoped to the carrier billed
// (or the factoring company paid instead).
//
// This file holds payments, audit history and static data, and gathers the area's table; invoices
// (invoice-handlers.ts) and accounting (accounting-handlers.ts) live beside it.
import dayjs from 'dayjs';
import { z } from 'zod';
import { STATIC_DATA_LISTS } from '@trucks/shared-contracts/api/catalogue/financials';
import type { StaticDataList } from '@trucks/shared-contracts/api/catalogue/financials';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { LIST_TIMING, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { notFoundProblem } from '../http/problem';
import { pageOf, paging, param, signedInUser } from './context-helpers';
import { canSeePayment, entityAccess, requireBillingAccess } from './records-scope';
import { STATIC_DATA } from '../seed/seed-static-data';
import type { HandlerTable } from './handler-types';
import type { PaymentSummary } from '../store/wire-types';
import { shipmentByIdOrNumber } from '../store/store';
import { instant, queryOf, time, inRange } from './financial-queries';
import { accountingHandlers } from './accounting-handlers';
import { invoiceHandlers } from './invoice-handlers';

const PaymentQuerySchema = z.object({
  paymentStartDate: instant.optional(),
  paymentEndDate: instant.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});

function paymentView(record: { carrierId: string; details: unknown } & PaymentSummary): PaymentSummary {
  const { carrierId: _carrierId, details: _details, ...view } = record;
  return view;
}

const AuditQuerySchema = z.object({
  entityType: z.coerce
    .number({ error: 'The record type is required.' })
    .pipe(z.enum(EntityType, { error: 'Unknown record type.' })),
  entityId: z.string({ error: 'The record is required.' }).min(1, 'The record is required.'),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});

const moneyHandlers = {
  'payments.summaries': (context) => {
    const user = signedInUser(context);
    requireBillingAccess(user);
    const filters = queryOf(PaymentQuerySchema, context);
    // Spec 001 §9: the last 3 months unless the user picks dates.
    const now = dayjs(context.services.now());
    const start =
      filters.paymentStartDate ?? now.subtract(LIST_TIMING.paymentsWindowMonths, 'month').toISOString();
    const end = filters.paymentEndDate ?? now.toISOString();
    const rows = [...context.store.payments.values()]
      .filter((p) => canSeePayment(context.store, user, p) && inRange(p.paymentDate, start, end))
      .sort(
        (a, b) => time(b.paymentDate) - time(a.paymentDate) || b.checkNumber.localeCompare(a.checkNumber),
      );
    const page = pageOf(rows, { page: filters.page ?? 1, pageSize: filters.pageSize ?? PAGE_SIZE.payments });
    return { ...page, data: page.data.map(paymentView) };
  },
  'payments.details': (context) => {
    const user = signedInUser(context);
    requireBillingAccess(user);
    const checkNumber = param(context, 'checkNumber');
    const payment = context.store.payments.get(checkNumber);
    if (!payment || !canSeePayment(context.store, user, payment))
      throw notFoundProblem(`Payment ${checkNumber}`);
    return {
      ...pageOf(payment.details, paging(context.query, PAGE_SIZE.paymentDetails)),
      payment: paymentView(payment),
    };
  },
  'auditHistory.list': (context) => {
    const user = signedInUser(context);
    const query = queryOf(AuditQuerySchema, context);
    const access = entityAccess(context.store, user, query.entityType, query.entityId);
    if (access === 'hidden') throw notFoundProblem(`Record ${query.entityId}`);
    // A record kind this server does not keep has no history it could vouch for.
    const entries = access === 'visible' ? [...(context.store.auditHistory.get(query.entityId) ?? [])] : [];
    // Shipments are keyed by id; the portal may name them by number.
    if (access === 'visible' && query.entityType === EntityType.Shipment) {
      const shipment = shipmentByIdOrNumber(context.store, query.entityId);
      if (shipment && shipment.id !== query.entityId)
        entries.push(...(context.store.auditHistory.get(shipment.id) ?? []));
    }
    entries.sort((a, b) => time(b.timeStamp) - time(a.timeStamp));
    return pageOf(entries, { page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE.default });
  },
  'staticData.list': (context) => {
    signedInUser(context);
    const listName = param(context, 'listName');
    if (!(STATIC_DATA_LISTS as readonly string[]).includes(listName))
      throw notFoundProblem(`Static data list '${listName}'`);
    return [...STATIC_DATA[listName as StaticDataList]];
  },
} satisfies Partial<HandlerTable>;

/** Every money call, by catalogue id. */
export const financialHandlers = {
  ...invoiceHandlers,
  ...accountingHandlers,
  ...moneyHandlers,
} satisfies Partial<HandlerTable>;

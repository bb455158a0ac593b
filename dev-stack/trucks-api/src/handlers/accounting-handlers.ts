// AP invoices (accounting, spec 001 §4, §9): the tabs an invoice falls in, the list and the summary.
import dayjs from 'dayjs';
import { z } from 'zod';
import { ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { AccountingInvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { LIST_TIMING, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { AccountingSummary } from '@trucks/shared-contracts/domain/accounting';
import { pageOf, signedInUser } from './context-helpers';
import { canSeeApInvoice } from './records-scope';
import type { CallContext, HandlerTable } from './handler-types';
import type { ApInvoice } from '../store/wire-types';
import type { ApInvoiceRecord } from '../store/store';
import { instant, queryOf, time, inRange, contains } from './financial-queries';

const AccountingQuerySchema = z.object({
  status: z
    .enum(ApInvoiceStatusFilter, {
      error: `The status is one of ${Object.values(ApInvoiceStatusFilter).join(', ')}.`,
    })
    .optional(),
  searchTerm: z.string().optional(),
  invoiceDateStart: instant.optional(),
  invoiceDateEnd: instant.optional(),
  shipmentDateStart: instant.optional(),
  shipmentDateEnd: instant.optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(0).max(500).optional(),
});

type AccountingQuery = z.infer<typeof AccountingQuerySchema>;

/**
 * The accounting tab an AP invoice falls in (spec 001 §2, §4; the mapping is ours): Action Required
 * (UnInvoiced) = draft, Pending = received, In Progress (Invoiced) = settled, Paid = paid in full
 * within the last 60 days (spec 001 §9). Voided invoices are only under All.
 */
function accountingTabOf(record: ApInvoiceRecord, now: Date): ApInvoiceStatusFilter | undefined {
  switch (record.status) {
    case AccountingInvoiceStatus.Draft:
      return ApInvoiceStatusFilter.UnInvoiced;
    case AccountingInvoiceStatus.Received:
      return ApInvoiceStatusFilter.Pending;
    case AccountingInvoiceStatus.Settled:
      return ApInvoiceStatusFilter.Invoiced;
    case AccountingInvoiceStatus.PaidInFull: {
      const paidAt = time(record.paidDate ?? record.expectedPayDate);
      return !Number.isNaN(paidAt) &&
        paidAt >= dayjs(now).subtract(LIST_TIMING.paidWindowDays, 'day').valueOf()
        ? ApInvoiceStatusFilter.Paid
        : undefined;
    }
    default:
      return undefined;
  }
}

function apInvoicesOf(
  context: CallContext,
  filters: Omit<AccountingQuery, 'status' | 'page' | 'pageSize'>,
): ApInvoiceRecord[] {
  const user = signedInUser(context);
  const search = filters.searchTerm?.trim().toLowerCase();
  return [...context.store.apInvoices.values()].filter(
    (ap) =>
      canSeeApInvoice(context.store, user, ap) &&
      inRange(ap.invoiceDate, filters.invoiceDateStart, filters.invoiceDateEnd) &&
      inRange(ap.shipmentDate, filters.shipmentDateStart, filters.shipmentDateEnd) &&
      (!search ||
        [
          ap.invoiceNumber,
          ap.shipmentNumber,
          ap.checkNumber,
          ap.originCityState,
          ap.destinationCityState,
        ].some(contains(search))),
  );
}

function apInvoiceView(record: ApInvoiceRecord): ApInvoice {
  const { carrierId: _carrierId, ...view } = record;
  return view;
}

// ---------------------------------------------------------------------------------------------
// Payments

export const accountingHandlers = {
  'invoices.list': (context) => {
    const filters = queryOf(AccountingQuerySchema, context);
    const now = context.services.now();
    const status = filters.status ?? ApInvoiceStatusFilter.All;
    const rows = apInvoicesOf(context, filters)
      .filter((ap) => status === ApInvoiceStatusFilter.All || accountingTabOf(ap, now) === status)
      .sort(
        (a, b) =>
          time(b.shipmentDate) - time(a.shipmentDate) || a.shipmentNumber.localeCompare(b.shipmentNumber),
      );
    const page = pageOf(rows, {
      page: filters.page ?? 1,
      pageSize: filters.pageSize ?? PAGE_SIZE.accounting,
    });
    return { ...page, data: page.data.map(apInvoiceView) };
  },
  'invoices.summary': (context): AccountingSummary => {
    const filters = queryOf(
      AccountingQuerySchema.omit({ status: true, page: true, pageSize: true }),
      context,
    );
    const now = context.services.now();
    const rows = apInvoicesOf(context, filters);
    return {
      statuses: Object.values(ApInvoiceStatusFilter).map((status) => {
        const inTab = rows.filter(
          (ap) => status === ApInvoiceStatusFilter.All || accountingTabOf(ap, now) === status,
        );
        return {
          status,
          amount: Math.round(inTab.reduce((sum, ap) => sum + ap.amount, 0) * 100) / 100,
          shipmentCount: new Set(inTab.map((ap) => ap.shipmentId)).size,
        };
      }),
    };
  },
} satisfies Partial<HandlerTable>;

import { z } from 'zod/mini';
import './zod-locale';
import { EntityIdSchema, IsoDateTimeSchema, MoneySchema } from './common';
import { AccountingInvoiceStatus } from './invoice-status';
import { ApInvoiceStatusFilter } from './invoice-filter';
import { PaymentMethod } from './payment-method';

/**
 * Accounting and payments (spec 001 §3). The spec names 'amounts and shipment counts per status'
 * and the filters; row and payment fields are not shown, so these are what a carrier's accounting
 * list, remittance list and preview need. Checked at the boundary: they are money.
 */

/** Amount and shipment count for one accounting status (the tab badges and totals). */
export const AccountingStatusSummarySchema = z.object({
  status: z.enum(ApInvoiceStatusFilter),
  amount: MoneySchema,
  shipmentCount: z.number().check(z.int(), z.nonnegative()),
});
export type AccountingStatusSummary = z.infer<typeof AccountingStatusSummarySchema>;

export const AccountingSummarySchema = z.object({
  statuses: z.array(AccountingStatusSummarySchema),
});
export type AccountingSummary = z.infer<typeof AccountingSummarySchema>;

/** One row of the accounting list: a carrier's payable invoice on a shipment (GET api/v2/invoices). */
export const ApInvoiceSchema = z.object({
  id: EntityIdSchema,
  invoiceNumber: z.nullish(z.string()),
  shipmentId: EntityIdSchema,
  shipmentNumber: z.string(),
  status: z.enum(AccountingInvoiceStatus),
  statusDescription: z.optional(z.string()),
  /** Carrier's invoiced amount. */
  amount: MoneySchema,
  /** Amount paid so far. */
  paidAmount: MoneySchema,
  /** Quick pay or factoring fees deducted. */
  fees: MoneySchema,
  shipmentDate: IsoDateTimeSchema,
  invoiceDate: z.nullish(IsoDateTimeSchema),
  expectedPayDate: z.nullish(IsoDateTimeSchema),
  paidDate: z.nullish(IsoDateTimeSchema),
  checkNumber: z.nullish(z.string()),
  originCityState: z.optional(z.string()),
  destinationCityState: z.optional(z.string()),
  /** Documents still missing before the invoice can be processed (Action Required). */
  missingDocuments: z._default(z.array(z.string()), []),
});
export type ApInvoice = z.infer<typeof ApInvoiceSchema>;

/** Accounting list filters (spec 001 §3). */
export interface AccountingFilters {
  status?: ApInvoiceStatusFilter;
  searchTerm?: string;
  page?: number;
  pageSize?: number;
  invoiceDateStart?: string;
  invoiceDateEnd?: string;
  shipmentDateStart?: string;
  shipmentDateEnd?: string;
}

/** One payment (remittance) to the carrier: a check or an ACH transfer (/payments/{checkNumber}). */
export const PaymentSchema = z.object({
  checkNumber: z.string().check(z.minLength(1)),
  paymentDate: IsoDateTimeSchema,
  paymentMethod: z.enum(PaymentMethod),
  amount: MoneySchema,
  /** Number of invoices the payment settles. */
  invoiceCount: z.number().check(z.int(), z.nonnegative()),
  payeeName: z.optional(z.string()),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** One invoice settled by a payment (payment details). */
export const PaymentDetailSchema = z.object({
  invoiceNumber: z.string(),
  shipmentNumber: z.string(),
  invoiceAmount: MoneySchema,
  fees: MoneySchema,
  paidAmount: MoneySchema,
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

/** Payment filters (spec 001 §3); the default window is the last 3 months (spec 001 §9). */
export interface PaymentFilters {
  paymentStartDate?: string;
  paymentEndDate?: string;
  page?: number;
  pageSize?: number;
}

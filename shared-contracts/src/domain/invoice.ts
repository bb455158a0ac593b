import { z } from 'zod/mini';
import './zod-locale';
import { DollarAmountSchema, EntityIdSchema, IsoDateTimeSchema, MoneySchema } from './common';
import { DocumentFileType } from './document-file-type';
import { EntityType } from './entity-type';
import { InvoiceStatus } from './invoice-status';

/**
 * Money records of the third-party payer invoice area (spec 001 §3), checked at the boundary: a
 * wrong amount, fee or status shown to a carrier is a payment dispute.
 */

/** `{status, description}` as the invoice API sends a status. The full enumeration is not shown,
 * so an unknown status string is kept (shown with its description) rather than rejected. */
export const InvoiceStatusInfoSchema = z.object({
  status: z.union([z.enum(InvoiceStatus), z.string()]),
  description: z.string(),
});
export type InvoiceStatusInfo = z.infer<typeof InvoiceStatusInfoSchema>;

/** A card of the third-party payer invoice list. */
export const ThirdPartyInvoiceListItemSchema = z.object({
  invoiceId: EntityIdSchema,
  invoiceNumber: z.string(),
  shipmentNumber: z.string(),
  customerName: z.string(),
  carrierLogoURL: z.nullish(z.string()),
  status: InvoiceStatusInfoSchema,
  shipmentStatus: z.object({ description: z.string() }),
  /** Amount due. */
  invoiceAmount: MoneySchema,
  /** Fees and balances withheld; balance due = invoiceAmount - feeAndBalance (rules/invoice-amounts). */
  feeAndBalance: MoneySchema,
  /** Estimated pay date; the card falls back to the invoice date. */
  dueDateTimeStamp: z.nullish(IsoDateTimeSchema),
  createDateTimeStamp: IsoDateTimeSchema,
  numberOfRequiredDocuments: z.number().check(z.int(), z.nonnegative()),
  numberOfUploadedRequiredDocuments: z.number().check(z.int(), z.nonnegative()),
});
export type ThirdPartyInvoiceListItem = z.infer<typeof ThirdPartyInvoiceListItemSchema>;

/** A charge on an invoice; its total is rate x units (rules/invoice-amounts). */
export const ChargeSchema = z.object({
  id: z.optional(EntityIdSchema),
  description: z.string(),
  chargeTypeName: z.string(),
  rate: MoneySchema,
  units: z.number(),
});
export type Charge = z.infer<typeof ChargeSchema>;

/** Who is paid instead of the carrier ('Remit To' in the preview's Invoice Details). Fields ours. */
export const FactoringCompanySchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  addressLine1: z.nullish(z.string()),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
  postalCode: z.nullish(z.string()),
});
export type FactoringCompany = z.infer<typeof FactoringCompanySchema>;

/** The invoice preview (spec 001 §3). The spec spells `thirdPartPayerBillingSettingsId` so. */
export const InvoiceDetailSchema = z.object({
  id: EntityIdSchema,
  invoiceNumber: z.string(),
  shipmentId: EntityIdSchema,
  /** Not in the spec's list; the header and the shipment link need it. */
  shipmentNumber: z.optional(z.string()),
  externalInvoiceNumber: z.nullish(z.string()),
  externalInvoiceAmount: z.nullish(MoneySchema),
  status: InvoiceStatusInfoSchema,
  thirdPartPayerBillingSettingsId: z.nullish(EntityIdSchema),
  balance: MoneySchema,
  total: MoneySchema,
  factoringCompany: z.nullish(FactoringCompanySchema),
  charges: z.array(ChargeSchema),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** The invoice form needs one of its two values (spec 001 §5); the message is ours. */
export const INVOICE_NUMBER_OR_AMOUNT_MESSAGE = 'Enter the invoice number or the amount.';

/**
 * The carrier's invoice number and amount (PATCH api/v2/invoices/{invoiceId}, the third-party
 * invoice form of spec 001 §5). 'Both marked required, but the form is valid if at least one has a
 * value': a blank number and no amount is refused on both fields. The amount is dollars in whole
 * cents, not negative; null clears a value; nothing else may be sent.
 */
export const InvoiceUpdateSchema = z
  .strictObject({
    externalInvoiceNumber: z.nullish(
      z
        .string({ error: 'The invoice number is text.' })
        .check(z.trim(), z.maxLength(50, 'The invoice number has at most 50 characters.')),
    ),
    externalInvoiceAmount: z.nullish(
      DollarAmountSchema.check(z.lte(10_000_000, 'The amount is at most $10,000,000.')),
    ),
  })
  .check(
    z.superRefine((update, context) => {
      const hasNumber = !!update.externalInvoiceNumber;
      const hasAmount = update.externalInvoiceAmount !== undefined && update.externalInvoiceAmount !== null;
      if (hasNumber || hasAmount) return;
      for (const field of ['externalInvoiceNumber', 'externalInvoiceAmount'] as const) {
        context.addIssue({ code: 'custom', message: INVOICE_NUMBER_OR_AMOUNT_MESSAGE, path: [field] });
      }
    }),
  );
export type InvoiceUpdate = z.infer<typeof InvoiceUpdateSchema>;

/** A document linked to an invoice; a required one is a placeholder until a file is uploaded. */
export const InvoiceDocumentSchema = z.object({
  /** Absent while the required document is a placeholder. */
  id: z.nullish(EntityIdSchema),
  name: z.string(),
  type: z.enum(DocumentFileType),
  entityType: z.enum(EntityType),
  entityId: EntityIdSchema,
  entityDescription: z.nullish(z.string()),
  extension: z.nullish(z.string()),
  required: z.boolean(),
  fileURL: z.nullish(z.string()),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocumentSchema>;

/** What must be uploaded for an invoice (GET api/v2/invoices/{id}/required-docs, spec 001 §3). */
export interface RequiredDocumentRequirement {
  fileType: DocumentFileType;
  description: string;
  entityType: EntityType;
  orderStopId?: string | null;
  orderId?: string | null;
  shipmentId?: string | null;
  invoiceId?: string | null;
}

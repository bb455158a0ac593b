import type { ChipColor, ValueOf } from './const-enum';

/**
 * Third-party invoice status as the invoice API spells it (spec 001 §4). The spec says the full
 * enumeration is not shown; these four are the ones it names.
 */
export const InvoiceStatus = {
  Draft: 'DRAFT',
  Received: 'RECEIVED',
  Settled: 'SETTLED',
  PaidInFull: 'PAID_IN_FULL',
} as const;
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  [InvoiceStatus.Draft]: 'Draft',
  [InvoiceStatus.Received]: 'Received',
  [InvoiceStatus.Settled]: 'Settled',
  [InvoiceStatus.PaidInFull]: 'Paid In Full',
};

/** Spec 001 §4: paid in full green, draft basic, settled blue, received red. */
export const INVOICE_STATUS_COLOR: Record<InvoiceStatus, ChipColor> = {
  [InvoiceStatus.Draft]: 'default',
  [InvoiceStatus.Received]: 'red',
  [InvoiceStatus.Settled]: 'blue',
  [InvoiceStatus.PaidInFull]: 'green',
};

/** The numeric form of the invoice status used in the accounting area (spec 001 §4). */
export const AccountingInvoiceStatus = {
  Voided: -1,
  Draft: 0,
  Received: 1,
  Settled: 2,
  PaidInFull: 3,
} as const;
export type AccountingInvoiceStatus = ValueOf<typeof AccountingInvoiceStatus>;

export const ACCOUNTING_INVOICE_STATUS_LABEL: Record<AccountingInvoiceStatus, string> = {
  [AccountingInvoiceStatus.Voided]: 'Voided',
  [AccountingInvoiceStatus.Draft]: 'Draft',
  [AccountingInvoiceStatus.Received]: 'Received',
  [AccountingInvoiceStatus.Settled]: 'Settled',
  [AccountingInvoiceStatus.PaidInFull]: 'Paid In Full',
};

/** Same colours as the string form; voided (not coloured by the spec) is grey like other dead records. */
export const ACCOUNTING_INVOICE_STATUS_COLOR: Record<AccountingInvoiceStatus, ChipColor> = {
  [AccountingInvoiceStatus.Voided]: 'default',
  [AccountingInvoiceStatus.Draft]: 'default',
  [AccountingInvoiceStatus.Received]: 'red',
  [AccountingInvoiceStatus.Settled]: 'blue',
  [AccountingInvoiceStatus.PaidInFull]: 'green',
};

/** The accounting number of a string status, so both areas show one chip for one state. */
export const ACCOUNTING_STATUS_OF_INVOICE_STATUS: Record<InvoiceStatus, AccountingInvoiceStatus> = {
  [InvoiceStatus.Draft]: AccountingInvoiceStatus.Draft,
  [InvoiceStatus.Received]: AccountingInvoiceStatus.Received,
  [InvoiceStatus.Settled]: AccountingInvoiceStatus.Settled,
  [InvoiceStatus.PaidInFull]: AccountingInvoiceStatus.PaidInFull,
};

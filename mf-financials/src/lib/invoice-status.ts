// One chip for one invoice state, whichever area shows it (spec 001 §4: paid in full green, draft
// basic, settled blue, received red). A status outside the four the spec names keeps the API's own
// description on a grey chip.
import type { InvoiceStatusInfo } from '@trucks/shared-contracts/domain/invoice';
import {
  ACCOUNTING_INVOICE_STATUS_COLOR,
  ACCOUNTING_INVOICE_STATUS_LABEL,
  INVOICE_STATUS_COLOR,
  INVOICE_STATUS_LABEL,
  InvoiceStatus,
} from '@trucks/shared-contracts/domain/invoice-status';
import type { AccountingInvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import type { RecordStatus } from '@trucks/shared-ui/record-page';

const KNOWN = new Set<string>(Object.values(InvoiceStatus));
const isKnown = (status: string): status is InvoiceStatus => KNOWN.has(status);

export function invoiceStatusChip({ status, description }: InvoiceStatusInfo): Required<RecordStatus> {
  return isKnown(status)
    ? { label: INVOICE_STATUS_LABEL[status], color: INVOICE_STATUS_COLOR[status] }
    : { label: description || status, color: 'default' };
}

export function accountingStatusChip(status: AccountingInvoiceStatus): Required<RecordStatus> {
  return { label: ACCOUNTING_INVOICE_STATUS_LABEL[status], color: ACCOUNTING_INVOICE_STATUS_COLOR[status] };
}

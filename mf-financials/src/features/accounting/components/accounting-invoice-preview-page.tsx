// /accounting/{invoiceNumber}/preview: an AP invoice of the accounting list (fields beyond amounts and
// shipment counts are not shown by the spec; the sections follow the invoice detail entity).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { InvoiceRecordPage } from '../../../ui/invoice-record-page';

export function AccountingInvoicePreviewPage({ invoiceNumber }: { invoiceNumber: string }) {
  return <InvoiceRecordPage title="Accounting" invoiceNumber={invoiceNumber} listPath={paths.accounting()} />;
}

// /invoices/{invoiceNumber}/preview: the invoice detail (balance, total, charges, factoring company).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { InvoiceRecordPage } from '../../../ui/invoice-record-page';

export function InvoicePreviewPage({ invoiceNumber }: { invoiceNumber: string }) {
  return <InvoiceRecordPage title="Invoices" invoiceNumber={invoiceNumber} listPath={paths.invoices()} />;
}

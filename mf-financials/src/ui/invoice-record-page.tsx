// The page of one invoice, the same for an AP invoice of the accounting list and an invoice of the
// invoice list: the invoice read by number (or id, for one not yet invoiced), its status chip in the
// spec's colour, and its sections. An unknown number is 'Invoice Not Found' with the server's
// 'Invoice number is not valid'.
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useInvoice } from '../api/invoices';
import { InvoiceSections } from './invoice-sections';
import { invoiceStatusChip } from '../lib/invoice-status';

export interface InvoiceRecordPageProps {
  /** The list's title: 'Accounting' or 'Invoices'. */
  title: string;
  invoiceNumber: string;
  listPath: string;
}

export function InvoiceRecordPage({ title, invoiceNumber, listPath }: InvoiceRecordPageProps) {
  const invoice = useInvoice(invoiceNumber);
  // A shipment not yet invoiced is addressed by the invoice's id: name it by its shipment instead.
  const caption =
    invoice.data && !invoice.data.invoiceNumber && invoice.data.shipmentNumber
      ? `Shipment ${invoice.data.shipmentNumber} (not invoiced)`
      : `Invoice ${invoice.data?.invoiceNumber || invoiceNumber}`;
  return (
    <RecordPage
      title={title}
      caption={caption}
      recordName="Invoice"
      status={invoice.data ? invoiceStatusChip(invoice.data.status) : undefined}
      listPath={listPath}
      loading={invoice.isPending}
      error={invoice.error}
      onRetry={() => void invoice.refetch()}
    >
      <InvoiceSections invoice={invoice.data} />
    </RecordPage>
  );
}

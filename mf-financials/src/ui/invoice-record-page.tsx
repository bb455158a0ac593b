// The page of one invoice, the same for an AP invoice of the accounting list and an invoice of the
// invoice list (the spec's invoice detail entity): charges and documents, a summary and the details.
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';

export const AP_INVOICE_SECTIONS = ['Charges', 'Documents'] as const;
export const AP_INVOICE_SIDE_SECTIONS = ['Summary', 'Invoice Details'] as const;

export interface InvoiceRecordPageProps {
  /** The list's title: 'Accounting' or 'Invoices'. */
  title: string;
  invoiceNumber: string;
  listPath: string;
}

export function InvoiceRecordPage({ title, invoiceNumber, listPath }: InvoiceRecordPageProps) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  const sections = (titles: readonly string[]) =>
    titles.map((section) => <DetailSection key={section} title={section} loading={loading} />);
  return (
    <RecordPage
      title={title}
      caption={`Invoice ${invoiceNumber}`}
      recordName="Invoice"
      listPath={listPath}
      loading={loading}
    >
      <RecordColumns main={sections(AP_INVOICE_SECTIONS)} side={sections(AP_INVOICE_SIDE_SECTIONS)} />
    </RecordPage>
  );
}

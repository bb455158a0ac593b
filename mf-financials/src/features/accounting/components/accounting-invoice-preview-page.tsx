// /accounting/{invoiceNumber}/preview: an AP invoice of the accounting list (fields beyond amounts and
// shipment counts are not shown by the spec; the sections follow the invoice detail entity).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { RecordPreviewPage } from '../../../ui/record-preview-page';

export const AP_INVOICE_SECTIONS = ['Charges', 'Documents'] as const;
export const AP_INVOICE_SIDE_SECTIONS = ['Summary', 'Invoice Details'] as const;

export function AccountingInvoicePreviewPage({ invoiceNumber }: { invoiceNumber: string }) {
  return (
    <RecordPreviewPage
      title="Accounting"
      caption={`Invoice ${invoiceNumber}`}
      listPath={paths.accounting()}
      sections={AP_INVOICE_SECTIONS}
      sideSections={AP_INVOICE_SIDE_SECTIONS}
      // The invoice arrives with the API client (a later issue).
      loading
    />
  );
}

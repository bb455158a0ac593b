// /invoices/{invoiceNumber}/preview: the invoice detail (balance, total, charges, factoring company).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { RecordPreviewPage } from '../../../ui/record-preview-page';

export function InvoicePreviewPage({ invoiceNumber }: { invoiceNumber: string }) {
  return (
    <RecordPreviewPage
      title="Invoices"
      caption={`Invoice ${invoiceNumber}`}
      listPath={paths.invoices()}
      sections={['Charges', 'Documents']}
      sideSections={['Summary', 'Invoice Details']}
      // The invoice arrives with the API client (a later issue).
      loading
    />
  );
}

// /payments/{checkNumber}/preview: one remittance (its summary and detail fields are not shown by the
// spec): what was paid, and the invoices the payment settles.
import { paths } from '@trucks/shared-contracts/routes/paths';
import { RecordPreviewPage } from '../../../ui/record-preview-page';

export function PaymentPreviewPage({ checkNumber }: { checkNumber: string }) {
  return (
    <RecordPreviewPage
      title="Payments"
      caption={`Payment ${checkNumber}`}
      listPath={paths.payments()}
      sections={['Invoices Paid']}
      sideSections={['Payment Summary']}
      // The payment arrives with the API client (a later issue).
      loading
    />
  );
}

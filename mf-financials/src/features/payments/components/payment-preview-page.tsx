// /payments/{checkNumber}/preview: one remittance (its summary and detail fields are not shown by the
// spec): what was paid, and the invoices the payment settles.
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';

export function PaymentPreviewPage({ checkNumber }: { checkNumber: string }) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title="Payments"
      caption={`Payment ${checkNumber}`}
      recordName="Payment"
      listPath={paths.payments()}
      loading={loading}
    >
      <RecordColumns
        main={<DetailSection title="Invoices Paid" loading={loading} />}
        side={<DetailSection title="Payment Summary" loading={loading} />}
      />
    </RecordPage>
  );
}

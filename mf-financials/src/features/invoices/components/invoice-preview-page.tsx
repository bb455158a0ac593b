// /invoices/{invoiceNumber}/preview: the invoice detail (balance, total, charges, factoring company).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { AP_INVOICE_SECTIONS, AP_INVOICE_SIDE_SECTIONS } from '../../../ui/invoice-sections';

export function InvoicePreviewPage({ invoiceNumber }: { invoiceNumber: string }) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title="Invoices"
      caption={`Invoice ${invoiceNumber}`}
      recordName="Invoice"
      listPath={paths.invoices()}
      loading={loading}
    >
      <RecordColumns
        main={AP_INVOICE_SECTIONS.map((title) => (
          <DetailSection key={title} title={title} loading={loading} />
        ))}
        side={AP_INVOICE_SIDE_SECTIONS.map((title) => (
          <DetailSection key={title} title={title} loading={loading} />
        ))}
      />
    </RecordPage>
  );
}

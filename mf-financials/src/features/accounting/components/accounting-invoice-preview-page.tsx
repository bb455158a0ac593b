// /accounting/{invoiceNumber}/preview: an AP invoice of the accounting list (fields beyond amounts and
// shipment counts are not shown by the spec; the sections follow the invoice detail entity).
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { AP_INVOICE_SECTIONS, AP_INVOICE_SIDE_SECTIONS } from '../../../ui/invoice-sections';

export function AccountingInvoicePreviewPage({ invoiceNumber }: { invoiceNumber: string }) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title="Accounting"
      caption={`Invoice ${invoiceNumber}`}
      recordName="Invoice"
      listPath={paths.accounting()}
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

// /third-party-payer-invoices/{invoiceNumber}/preview (spec 001 §2): a header (origin and destination,
// invoice number, status chip, close back to the list), the sections Add Invoice, Documents, Charges and
// Comments, and a side panel with Summary (Payment, Total Payment) and Invoice Details (Invoice Number,
// Shipment Number, Remit To when a factoring company exists). Documents and Comments are
// mf-cases-notes widgets keyed by the invoice's id, embedded once the invoice loads.
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { ThirdPartyInvoiceComments, ThirdPartyInvoiceDocuments } from './third-party-invoice-embeds';
import type { LoadedThirdPartyInvoice } from './third-party-invoice-embeds';

export interface ThirdPartyInvoicePreviewPageProps {
  invoiceNumber: string;
}

export function ThirdPartyInvoicePreviewPage({ invoiceNumber }: ThirdPartyInvoicePreviewPageProps) {
  // Frame only: the page does not read its record yet (the package README says what is built).
  const invoice: LoadedThirdPartyInvoice | undefined = undefined;
  const loading = invoice === undefined;
  return (
    <RecordPage
      title="Third Party Payer Invoices"
      caption={`Invoice ${invoiceNumber}`}
      recordName="Invoice"
      listPath={paths.thirdPartyPayerInvoices()}
      closeLabel="Close invoice"
      loading={loading}
    >
      <RecordColumns
        main={
          <>
            <DetailSection title="Add Invoice" loading={loading} />
            <DetailSection title="Documents" loading={loading}>
              {invoice ? <ThirdPartyInvoiceDocuments invoice={invoice} /> : null}
            </DetailSection>
            <DetailSection title="Charges" loading={loading} />
            <DetailSection title="Comments" loading={loading}>
              {invoice ? <ThirdPartyInvoiceComments invoice={invoice} /> : null}
            </DetailSection>
          </>
        }
        side={
          <>
            <DetailSection title="Summary" loading={loading} />
            <DetailSection title="Invoice Details" loading={loading} />
          </>
        }
      />
    </RecordPage>
  );
}

// /third-party-payer-invoices/{invoiceNumber}/preview (spec 001 §2): a header (origin and destination,
// invoice number, status chip in the spec's colour, close back to the list with its filters and
// scroll), the sections Add Invoice, Documents, Charges and Comments, and a side panel with Summary
// (Payment, Total Payment) and Invoice Details (Invoice Number, Shipment Number, Remit To when a
// factoring company exists). Documents and Comments are mf-cases-notes widgets keyed by the invoice.
// A bad route says 'Invoice number is not valid' or 'Shipment ID is not valid' (001 §8).
import { Alert, Button, Descriptions } from 'antd';
import { useNavigate } from 'react-router';
import type { InvoiceDetail } from '@trucks/shared-contracts/domain/invoice';
import { isDeliveredOrLater } from '@trucks/shared-contracts/domain/shipment-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { chargesTotal } from '@trucks/shared-contracts/rules/invoice-amounts';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { listReturnAddress } from '@trucks/shared-ui/list-return';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { StatusView } from '@trucks/shared-ui/status-view';
import { useInvoice, useInvoiceDocuments } from '../../../api/invoices';
import { ChargesTable, InvoiceDetailsList, NO_CHARGES, NO_DOCUMENTS } from '../../../ui/invoice-sections';
import { invoiceStatusChip } from '../../../lib/invoice-status';
import { useInvoiceShipment } from '../api/third-party-invoices';
import { InvoiceForm } from './invoice-form';
import { ThirdPartyInvoiceComments, ThirdPartyInvoiceDocuments } from './third-party-invoice-embeds';

const INVOICE_NUMBER_NOT_VALID = 'Invoice number is not valid';
const SHIPMENT_ID_NOT_VALID = 'Shipment ID is not valid';
const NOT_ELIGIBLE = 'This invoice is not eligible for processing via MySpot Carrier';

export interface ThirdPartyInvoicePreviewPageProps {
  invoiceNumber: string;
}

function InvalidRoute({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <StatusView
      status="not-found"
      title={message}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(listReturnAddress(paths.thirdPartyPayerInvoices()))}
        >
          Back to the list
        </Button>
      }
    />
  );
}

function PaymentSummary({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'payment', label: 'Payment', children: formatCurrency(chargesTotal(invoice.charges)) },
        { key: 'total', label: 'Total Payment', children: formatCurrency(invoice.total) },
        { key: 'balance', label: 'Balance', children: formatCurrency(invoice.balance) },
      ]}
    />
  );
}

export function ThirdPartyInvoicePreviewPage({ invoiceNumber }: ThirdPartyInvoicePreviewPageProps) {
  const invoice = useInvoice(invoiceNumber);
  const shipment = useInvoiceShipment(invoice.data?.shipmentId);
  const documents = useInvoiceDocuments(invoice.data?.id);
  const loaded = invoice.data;
  const notFound = invoice.error?.status === 404 || shipment.error?.status === 404;
  const loading = invoice.isPending || (loaded !== undefined && shipment.isPending);
  const delivered = shipment.data ? isDeliveredOrLater(shipment.data.status.status) : false;

  let body;
  if (invoice.error?.status === 404) body = <InvalidRoute message={INVOICE_NUMBER_NOT_VALID} />;
  else if (shipment.error?.status === 404) body = <InvalidRoute message={SHIPMENT_ID_NOT_VALID} />;
  else
    body = (
      <>
        {loaded && !loaded.thirdPartPayerBillingSettingsId ? (
          <Alert type="warning" showIcon title={NOT_ELIGIBLE} style={{ marginBottom: 16 }} />
        ) : null}
        <RecordColumns
          main={
            <>
              <DetailSection title="Add Invoice" loading={loading}>
                {loaded && shipment.data ? <InvoiceForm invoice={loaded} delivered={delivered} /> : null}
                {shipment.isError ? <Alert type="error" showIcon title={shipment.error.message} /> : null}
              </DetailSection>
              <DetailSection title="Documents" loading={!loaded}>
                {documents.data?.length === 0 ? (
                  <Alert type="info" showIcon title={NO_DOCUMENTS} style={{ marginBottom: 12 }} />
                ) : null}
                {loaded ? (
                  <ThirdPartyInvoiceDocuments
                    invoice={{
                      id: loaded.id,
                      invoiceNumber: loaded.invoiceNumber,
                      shipmentId: loaded.shipmentId,
                    }}
                  />
                ) : null}
              </DetailSection>
              <DetailSection title="Charges" loading={!loaded}>
                {loaded?.charges.length === 0 ? (
                  <Alert type="info" showIcon title={NO_CHARGES} />
                ) : loaded ? (
                  <ChargesTable charges={loaded.charges} />
                ) : null}
              </DetailSection>
              <DetailSection title="Comments" loading={!loaded}>
                {loaded ? (
                  <ThirdPartyInvoiceComments
                    invoice={{
                      id: loaded.id,
                      invoiceNumber: loaded.invoiceNumber,
                      shipmentId: loaded.shipmentId,
                    }}
                  />
                ) : null}
              </DetailSection>
            </>
          }
          side={
            <>
              <DetailSection title="Summary" loading={!loaded}>
                {loaded ? <PaymentSummary invoice={loaded} /> : null}
              </DetailSection>
              <DetailSection title="Invoice Details" loading={!loaded}>
                {loaded ? <InvoiceDetailsList invoice={loaded} /> : null}
              </DetailSection>
            </>
          }
        />
      </>
    );

  return (
    <RecordPage
      title="Third Party Payer Invoices"
      caption={`Invoice ${invoiceNumber}`}
      recordName="Invoice"
      status={loaded ? invoiceStatusChip(loaded.status) : undefined}
      lane={
        shipment.data
          ? {
              origin: `${shipment.data.origin.city}, ${shipment.data.origin.state}`,
              destination: `${shipment.data.destination.city}, ${shipment.data.destination.state}`,
            }
          : undefined
      }
      listPath={paths.thirdPartyPayerInvoices()}
      closeLabel="Close invoice"
      loading={loading && !notFound}
      error={notFound ? null : (invoice.error ?? null)}
      onRetry={() => void invoice.refetch()}
    >
      {body}
    </RecordPage>
  );
}

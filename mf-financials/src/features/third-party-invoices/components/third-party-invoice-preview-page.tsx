// /third-party-payer-invoices/{invoiceNumber}/preview (spec 001 §2): a header (origin and destination,
// invoice number, status chip, close back to the list), the sections Add Invoice, Documents, Charges and
// Comments, and a side panel with Summary (Payment, Total Payment) and Invoice Details (Invoice Number,
// Shipment Number, Remit To when a factoring company exists). Documents and Comments are
// mf-cases-notes widgets keyed by the invoice's id, embedded once the invoice loads.
import { Button, Col, Row, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { ThirdPartyInvoiceComments, ThirdPartyInvoiceDocuments } from './third-party-invoice-embeds';
import type { LoadedThirdPartyInvoice } from './third-party-invoice-embeds';

export interface ThirdPartyInvoicePreviewPageProps {
  invoiceNumber: string;
}

export function ThirdPartyInvoicePreviewPage({ invoiceNumber }: ThirdPartyInvoicePreviewPageProps) {
  const navigate = useNavigate();
  // The invoice and its shipment arrive with the API client (a later issue).
  const invoice: LoadedThirdPartyInvoice | undefined = undefined;
  const loading = invoice === undefined;
  return (
    <PageFrame
      title="Third Party Payer Invoices"
      actions={
        <Button
          icon={<CloseOutlined />}
          aria-label="Close invoice"
          onClick={() => navigate(paths.thirdPartyPayerInvoices())}
        />
      }
    >
      <div style={{ padding: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          Invoice {invoiceNumber}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <DetailSection title="Add Invoice" loading={loading} />
            <DetailSection title="Documents" loading={loading}>
              {invoice ? <ThirdPartyInvoiceDocuments invoice={invoice} /> : null}
            </DetailSection>
            <DetailSection title="Charges" loading={loading} />
            <DetailSection title="Comments" loading={loading}>
              {invoice ? <ThirdPartyInvoiceComments invoice={invoice} /> : null}
            </DetailSection>
          </Col>
          <Col xs={24} lg={8}>
            <DetailSection title="Summary" loading={loading} />
            <DetailSection title="Invoice Details" loading={loading} />
          </Col>
        </Row>
      </div>
    </PageFrame>
  );
}

// /all-shipments/{shipmentNumber}/preview and its sub-pages: details, financials, cases, documents and
// the signed rate confirmation (spec 000 §2, 001 §2). Each sub-page has its own address; the tabs
// move between them.
import type { ReactNode } from 'react';
import { Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { ShipmentDetailsSections } from './shipment-details-sections';
import { ShipmentCasesRegion, ShipmentDocumentsRegion, ShipmentFinancialsRegion } from './shipment-embeds';
import type { LoadedShipment } from './shipment-embeds';

export type ShipmentSubPage = 'details' | 'financials' | 'cases' | 'documents' | 'SignedRateConfirmation';

const SUB_PAGE_LABEL: Record<ShipmentSubPage, string> = {
  details: 'Details',
  financials: 'Financials',
  cases: 'Cases',
  documents: 'Documents',
  SignedRateConfirmation: 'Signed Rate Confirmation',
};

const SUB_PAGE_PATH: Record<ShipmentSubPage, (shipmentNumber: string) => string> = {
  details: paths.shipmentDetails,
  financials: paths.shipmentFinancials,
  cases: paths.shipmentCases,
  documents: paths.shipmentDocuments,
  SignedRateConfirmation: paths.shipmentSignedRateConfirmation,
};

export interface ShipmentPreviewPageProps {
  shipmentNumber: string;
  subPage: ShipmentSubPage;
}

export function ShipmentPreviewPage({ shipmentNumber, subPage }: ShipmentPreviewPageProps) {
  const navigate = useNavigate();
  // The shipment (and with it its id, which cases and documents are keyed by) arrives with the API
  // client (a later issue).
  const shipment: LoadedShipment | undefined = undefined;
  const loading = shipment === undefined;

  const content: Record<ShipmentSubPage, () => ReactNode> = {
    details: () => <ShipmentDetailsSections loading={loading} />,
    financials: () => <ShipmentFinancialsRegion shipmentNumber={shipmentNumber} />,
    cases: () => <ShipmentCasesRegion shipment={shipment} />,
    documents: () => <ShipmentDocumentsRegion shipment={shipment} />,
    SignedRateConfirmation: () => <DetailSection title="Signed Rate Confirmation" loading={loading} />,
  };

  return (
    <PageFrame title="All Shipments">
      <div style={{ padding: '16px 16px 0' }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          Shipment {shipmentNumber}
        </Typography.Title>
        <Tabs
          activeKey={subPage}
          onChange={(key) => navigate(SUB_PAGE_PATH[key as ShipmentSubPage](shipmentNumber))}
          items={(Object.keys(SUB_PAGE_LABEL) as ShipmentSubPage[]).map((key) => ({
            key,
            label: SUB_PAGE_LABEL[key],
            // Only the open sub-page renders, so a remote region loads only when its tab is opened.
            children: key === subPage ? content[key]() : null,
          }))}
        />
      </div>
    </PageFrame>
  );
}

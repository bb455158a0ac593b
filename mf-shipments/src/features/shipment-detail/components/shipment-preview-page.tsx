// /all-shipments/{shipmentNumber}/preview and its sub-pages: details, financials, cases, documents and
// the signed rate confirmation (spec 000 §2, 001 §2). Each sub-page has its own address; the tabs
// move between them.
import type { ReactNode } from 'react';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordPage } from '@trucks/shared-ui/record-page';
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
  // Frame only: the page does not read its shipment (and with it the id cases and documents are keyed
  // by) yet; the package README says what is built.
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
    <RecordPage
      title="All Shipments"
      caption={`Shipment ${shipmentNumber}`}
      recordName="Shipment"
      listPath={paths.shipments()}
      loading={loading}
      activeTab={subPage}
      tabs={(Object.keys(SUB_PAGE_LABEL) as ShipmentSubPage[]).map((key) => ({
        key,
        label: SUB_PAGE_LABEL[key],
        path: SUB_PAGE_PATH[key](shipmentNumber),
      }))}
    >
      {content[subPage]()}
    </RecordPage>
  );
}

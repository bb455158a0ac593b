// /all-shipments/{shipmentNumber}/preview and its sub-pages: details, financials, cases, documents and
// the signed rate confirmation (spec 000 §2, 001 §2). Each sub-page has its own address; the tabs move
// between them, and only the open one renders (a remote loads when its tab is opened).
import type { ReactNode } from 'react';
import { evaluatePathAccess } from '@trucks/shared-contracts/access/route-access';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { useShipmentRecord } from '../hooks/use-shipment-record';
import { RateConfirmationPanel } from './rate-confirmation-panel';
import { ShipmentDetails } from './shipment-details';
import { ShipmentCasesRegion, ShipmentDocumentsRegion, ShipmentFinancialsRegion } from './shipment-embeds';
import { ShipmentRecordFrame } from './shipment-record-frame';

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
  const user = useSession((session) => session.user);
  const record = useShipmentRecord(shipmentNumber);
  const { shipment } = record;
  const content: Record<ShipmentSubPage, () => ReactNode> = {
    details: () => (
      <ShipmentDetails shipmentNumber={shipmentNumber} shipment={shipment} editable={record.editable} />
    ),
    financials: () => <ShipmentFinancialsRegion shipmentNumber={shipmentNumber} />,
    cases: () => <ShipmentCasesRegion shipment={shipment} />,
    documents: () => <ShipmentDocumentsRegion shipment={shipment} />,
    SignedRateConfirmation: () => <RateConfirmationPanel shipmentNumber={shipmentNumber} />,
  };
  return (
    <ShipmentRecordFrame
      title="All Shipments"
      shipmentNumber={shipmentNumber}
      record={record}
      listPath={paths.shipments()}
      activeTab={subPage}
      // Only the sub-pages the route access opens to this user (a driver: details and documents).
      tabs={(Object.keys(SUB_PAGE_LABEL) as ShipmentSubPage[])
        .map((key) => ({ key, label: SUB_PAGE_LABEL[key], path: SUB_PAGE_PATH[key](shipmentNumber) }))
        .filter((tab) => evaluatePathAccess(user, tab.path) === 'allowed')}
    >
      {content[subPage]()}
    </ShipmentRecordFrame>
  );
}

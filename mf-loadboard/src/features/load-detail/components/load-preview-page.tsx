// A load's detail as a page: /available-freight/{n}/preview, /tenders/{id}/preview(/details),
// /tenders/{n}, /rates/{n}, /rates/{id|n}/preview(/details), /rates/{rateType}/shipment/{n}.
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import {
  SHIPMENT_STATUS_COLOR,
  SHIPMENT_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/shipment-status';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { useAvailableShipment } from '../../../api/available-shipment';
import { LoadDetail } from './load-detail';

export type LoadPreviewView = 'preview' | 'details';

export interface LoadPreviewPageProps {
  /** The page title by the spec's rule (the first path segment): 'Available Freight', 'Tenders', 'Rates'. */
  title: string;
  type: LoadDetailType;
  /** What the route names, as the user reads it: 'Shipment 123', 'Tender 55', 'Rate request 77'. */
  caption: string;
  /** Known from the route for shipment-number routes; otherwise it comes with the tender or rate request. */
  shipmentNumber?: string;
  /** The preview and its /details sub-page; absent when the route has no sub-pages. */
  view?: LoadPreviewView;
  /** Links to the preview and details sub-pages, when the route has them. */
  subPages?: Record<LoadPreviewView, string>;
  /** The list the close returns to. */
  listPath: string;
}

type PreviewFrameProps = Omit<LoadPreviewPageProps, 'shipmentNumber'>;

function tabsOf({ view, subPages }: PreviewFrameProps) {
  return view && subPages
    ? [
        { key: 'preview', label: 'Preview', path: subPages.preview },
        { key: 'details', label: 'Details', path: subPages.details },
      ]
    : undefined;
}

/** A page that names its shipment: the load's status chip, and 'Load Not Found' for an unknown one. */
function ShipmentPreviewPage({ shipmentNumber, ...frame }: PreviewFrameProps & { shipmentNumber: string }) {
  const load = useAvailableShipment(shipmentNumber, frame.type);
  return (
    <RecordPage
      title={frame.title}
      caption={frame.caption}
      recordName="Load"
      listPath={frame.listPath}
      loading={load.isPending}
      status={
        load.data
          ? { label: SHIPMENT_STATUS_LABEL[load.data.status], color: SHIPMENT_STATUS_COLOR[load.data.status] }
          : undefined
      }
      error={load.error?.status === 404 ? load.error : null}
      activeTab={frame.view}
      tabs={tabsOf(frame)}
    >
      <LoadDetail type={frame.type} shipmentNumber={shipmentNumber} />
    </RecordPage>
  );
}

export function LoadPreviewPage({ shipmentNumber, ...frame }: LoadPreviewPageProps) {
  if (shipmentNumber !== undefined) return <ShipmentPreviewPage shipmentNumber={shipmentNumber} {...frame} />;
  // A tender or rate request names its shipment once read (the tenders and rates pages fill this in).
  return (
    <RecordPage
      title={frame.title}
      caption={frame.caption}
      recordName="Load"
      listPath={frame.listPath}
      loading
      activeTab={frame.view}
      tabs={tabsOf(frame)}
    >
      <LoadDetail type={frame.type} shipmentNumber={undefined} />
    </RecordPage>
  );
}

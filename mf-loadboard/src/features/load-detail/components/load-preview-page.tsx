// A load's detail as a page: /available-freight/{n}/preview, /tenders/{id}/preview(/details),
// /tenders/{n}, /rates/{n}, /rates/{id|n}/preview(/details), /rates/{rateType}/shipment/{n}.
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import { RecordPage } from '@trucks/shared-ui/record-page';
import { LoadDetailBody } from './load-detail-body';
import { LoadDetailHeader } from './load-detail-header';

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

export function LoadPreviewPage({
  title,
  type,
  caption,
  shipmentNumber,
  view,
  subPages,
  listPath,
}: LoadPreviewPageProps) {
  // Frame only: the page does not read its load yet (the package README says what is built).
  const loading = true;
  return (
    <RecordPage
      title={title}
      caption={caption}
      recordName="Load"
      listPath={listPath}
      loading={loading}
      activeTab={view}
      tabs={
        view && subPages
          ? [
              { key: 'preview', label: 'Preview', path: subPages.preview },
              { key: 'details', label: 'Details', path: subPages.details },
            ]
          : undefined
      }
    >
      <div style={{ marginBottom: 16 }}>
        <LoadDetailHeader shipmentNumber={shipmentNumber} type={type} loading={loading} />
      </div>
      <LoadDetailBody loading={loading} />
    </RecordPage>
  );
}

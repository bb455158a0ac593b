// A load's detail as a page: /available-freight/{n}/preview, /tenders/{id}/preview(/details),
// /tenders/{n}, /rates/{n}, /rates/{id|n}/preview(/details), /rates/{rateType}/shipment/{n}.
import { Segmented, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import { PageFrame } from '@trucks/shared-ui/page-frame';
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
}

export function LoadPreviewPage({
  title,
  type,
  caption,
  shipmentNumber,
  view,
  subPages,
}: LoadPreviewPageProps) {
  const navigate = useNavigate();
  // The load's details arrive with the API client (a later issue).
  const loading = true;
  return (
    <PageFrame
      title={title}
      actions={
        view && subPages ? (
          <Segmented<LoadPreviewView>
            aria-label="Preview or details"
            value={view}
            options={[
              { value: 'preview', label: 'Preview' },
              { value: 'details', label: 'Details' },
            ]}
            onChange={(next) => navigate(subPages[next])}
          />
        ) : undefined
      }
    >
      <div style={{ padding: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {caption}
        </Typography.Title>
        <div style={{ marginBottom: 16 }}>
          <LoadDetailHeader shipmentNumber={shipmentNumber} type={type} loading={loading} />
        </div>
        <LoadDetailBody loading={loading} />
      </div>
    </PageFrame>
  );
}

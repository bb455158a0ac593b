import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DashboardTabFrame } from '@trucks/shared-ui/dashboard-tab';
import { LoadDetail } from '../../features/load-detail/components/load-detail';

/** The dashboard's Tenders tab (host route /dashboard/tenders, preview /dashboard/tenders/{tenderId}/preview). */
function DashboardTendersTab({ basePath, previewId }: DashboardTabProps) {
  return (
    <DashboardTabFrame
      basePath={basePath}
      previewId={previewId}
      emptyMessage="No tenders awaiting an answer"
      previewTitle={`Tender ${previewId ?? ''}`}
      preview={<LoadDetail type="tender" shipmentNumber={undefined} />}
    />
  );
}

export default DashboardTendersTab satisfies RemoteModules['mf_loadboard/DashboardTendersTab']['default'];

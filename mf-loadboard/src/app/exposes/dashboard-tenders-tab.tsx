import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { TendersTab } from '../../features/tenders/components/tenders-tab';
import { LoadDetailProvider } from '../../ui/load-detail-slot';
import { LOAD_DETAIL_PARTS } from '../load-detail-parts';

/** The dashboard's Tenders tab (host route /dashboard/tenders, preview /dashboard/tenders/{tenderId}/preview). */
function DashboardTendersTab({ basePath, previewId }: DashboardTabProps) {
  return (
    <LoadDetailProvider value={LOAD_DETAIL_PARTS}>
      <TendersTab basePath={basePath} previewId={previewId} />
    </LoadDetailProvider>
  );
}

export default DashboardTendersTab satisfies RemoteModules['mf_loadboard/DashboardTendersTab']['default'];

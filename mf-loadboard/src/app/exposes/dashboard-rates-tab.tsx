import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { RatesTab } from '../../features/rate-requests/components/rates-tab';
import { LoadDetailProvider } from '../../ui/load-detail-slot';
import { LOAD_DETAIL_PARTS } from '../load-detail-parts';

/** The dashboard's Rates tab (host route /dashboard/rates, preview /dashboard/rates/{rateId}/preview). */
function DashboardRatesTab({ basePath, previewId }: DashboardTabProps) {
  return (
    <LoadDetailProvider value={LOAD_DETAIL_PARTS}>
      <RatesTab basePath={basePath} previewId={previewId} />
    </LoadDetailProvider>
  );
}

export default DashboardRatesTab satisfies RemoteModules['mf_loadboard/DashboardRatesTab']['default'];

import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DashboardTabFrame } from '@trucks/shared-ui/dashboard-tab';
import { LoadDetail } from '../../features/load-detail/components/load-detail';

/** The dashboard's Rates tab (host route /dashboard/rates, preview /dashboard/rates/{rateId}/preview). */
function DashboardRatesTab({ basePath, previewId }: DashboardTabProps) {
  return (
    <DashboardTabFrame
      basePath={basePath}
      previewId={previewId}
      emptyMessage="No open rate requests"
      previewTitle={`Rate request ${previewId ?? ''}`}
      preview={<LoadDetail type="rate" shipmentNumber={undefined} />}
    />
  );
}

export default DashboardRatesTab satisfies RemoteModules['mf_loadboard/DashboardRatesTab']['default'];

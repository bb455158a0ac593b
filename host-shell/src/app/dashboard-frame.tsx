// /dashboard: the frame with the tabs shipments, tenders, rates and accounting; each tab is the owning
// remote's widget, loaded only when the tab is open. Previews (/dashboard/<tab>/{id}/preview) are
// handed to the widget as previewId.
import { Tabs } from 'antd';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { NotFound } from '@trucks/shared-ui/not-found';
import { CarrierScoreCard } from '../features/scorecard/components/carrier-score-card';
import { DASHBOARD_TABS, DEFAULT_DASHBOARD_TAB, type DashboardTabEntry } from './dashboard-tabs';

function DashboardTab({ tab }: { tab: DashboardTabEntry }) {
  const navigate = useNavigate();
  const { previewId } = useParams<{ previewId?: string }>();
  const basePath = `/dashboard/${tab.key}`;
  return (
    <PageFrame>
      <CarrierScoreCard />
      <Tabs
        activeKey={tab.key}
        onChange={(key) => navigate(`/dashboard/${key}`)}
        items={DASHBOARD_TABS.map(({ key, label }) => ({ key, label }))}
        style={{ padding: '0 16px' }}
      />
      <RemoteRegion module={tab.module} props={{ basePath, previewId }} />
    </PageFrame>
  );
}

export function DashboardFrame() {
  return (
    <Routes>
      <Route index element={<Navigate to={DEFAULT_DASHBOARD_TAB.key} replace />} />
      {DASHBOARD_TABS.map((tab) => [
        <Route key={tab.key} path={tab.key} element={<DashboardTab tab={tab} />} />,
        <Route
          key={`${tab.key}-preview`}
          path={`${tab.key}/:previewId/preview`}
          element={<DashboardTab tab={tab} />}
        />,
      ])}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

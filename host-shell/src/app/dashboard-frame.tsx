// /dashboard: the frame with the tabs shipments, tenders, rates and accounting; each tab is the owning
// remote's widget, loaded only when the tab is open. Previews (/dashboard/<tab>/{id}/preview) are
// handed to the widget as previewId.
import { useEffect, useState } from 'react';
import { Tabs, theme } from 'antd';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { NotFound } from '@trucks/shared-ui/not-found';
import { CarrierScoreCard } from '../features/scorecard/components/carrier-score-card';
import { DASHBOARD_TABS, DEFAULT_DASHBOARD_TAB, type DashboardTabEntry } from './dashboard-tabs';

/** antd's tab bar: a 46 px row of tabs (12 px padding around a 22 px line) and a 16 px margin below. */
const TAB_BAR_HEIGHT = 46;
const TAB_BAR_MARGIN = 16;

/** Whether a tab bar has mounted on this page load: later tabs render theirs at once. */
let tabBarMounted = false;

/**
 * The dashboard's tabs, once the page's first frame is drawn: rc-tabs measures every tab in a layout
 * effect, which forced the page's first style and layout into the task of the commit that mounts the
 * page (139 of that task's 253 ms at Lighthouse's 4x slowdown, the longest task of /dashboard, issue
 * 26). Until it mounts, a bar of its height and its bottom line holds its place: nothing below moves.
 */
function DashboardTabs({ activeKey }: { activeKey: string }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [mounted, setMounted] = useState(tabBarMounted);
  useEffect(() => {
    if (mounted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that draws the page: the page's style and layout are the browser's own
    // rendering work then, and rc-tabs' measuring lays out the bar alone. Mounted in the next task
    // instead, its measuring laid the whole page out: 14-20 ms of a 30 ms task on this machine's
    // Chromium, twice that at Lighthouse's 4x (a CPU profile over a trace, issue 26 round eleven).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        tabBarMounted = true;
        setMounted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [mounted]);
  if (!mounted) {
    return (
      <div
        aria-hidden
        data-tab-bar-placeholder=""
        style={{
          height: TAB_BAR_HEIGHT,
          margin: `0 16px ${TAB_BAR_MARGIN}px`,
          boxShadow: `inset 0 -1px 0 ${token.colorBorderSecondary}`,
        }}
      />
    );
  }
  return (
    <Tabs
      activeKey={activeKey}
      onChange={(key) => navigate(`/dashboard/${key}`)}
      items={DASHBOARD_TABS.map(({ key, label }) => ({ key, label }))}
      style={{ padding: '0 16px' }}
    />
  );
}

function DashboardTab({ tab }: { tab: DashboardTabEntry }) {
  const { previewId } = useParams<{ previewId?: string }>();
  const basePath = `/dashboard/${tab.key}`;
  return (
    <PageFrame>
      <CarrierScoreCard />
      <DashboardTabs activeKey={tab.key} />
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

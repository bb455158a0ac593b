// The dashboard's tab row (issue 26). antd's Tabs measures every tab in an effect after it mounts
// (rc-tabs reads each tab's getBoundingClientRect), which forces the layout of everything React has just
// committed. On the dashboard's first render that is the whole page: 65 ms at Lighthouse's 4x slowdown,
// inside the first load's longest task (`pnpm bench:profile /dashboard --cpu=4`). So on the page's first
// render the row shows the same labels, in the same place and size, as plain text; antd's Tabs takes
// over once the browser has laid out and painted the page, and its measuring then reads a layout that
// is already clean. Later renders (another tab, a return visit in this page load) mount Tabs at once.
import { useEffect, useState } from 'react';
import { Tabs, theme } from 'antd';
import { DASHBOARD_TABS } from './dashboard-tabs';

type DashboardTabKey = (typeof DASHBOARD_TABS)[number]['key'];

/** Once the dashboard has painted in this page load, its tabs mount with it. */
let dashboardPainted = false;

/** The longest the tabs wait for a frame (a tab in the background gets none). */
const PAINT_WAIT_MS = 100;

/** Runs `then` in a task after the browser's next frame: its layout and paint are done by then. */
function afterNextPaint(then: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    cancelled = true;
    then();
  };
  const fallback = setTimeout(run, PAINT_WAIT_MS);
  const frame = requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    cancelled = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
  };
}

/**
 * The labels where antd's Tabs draws them (its default size: 12 px above and below a line of text, a
 * 32 px gutter, a 16 px margin under the row), the open one in the primary colour, over the row's line.
 */
function TabRowStandIn({ activeKey }: { activeKey: DashboardTabKey }) {
  const { token } = theme.useToken();
  return (
    <div
      aria-hidden
      data-testid="dashboard-tab-row-stand-in"
      style={{
        display: 'flex',
        gap: 32,
        margin: `0 0 ${token.margin}px`,
        padding: '0 16px',
        // The row's line as Tabs draws it: under the labels, taking no height.
        boxShadow: `inset 0 -${token.lineWidth}px 0 ${token.colorBorderSecondary}`,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {DASHBOARD_TABS.map(({ key, label }) => (
        <span
          key={key}
          style={{
            padding: `${token.paddingSM}px 0`,
            color: key === activeKey ? token.colorPrimary : token.colorText,
          }}
        >
          {label}
        </span>
      ))}
    </div>
  );
}

export function DashboardTabBar({
  activeKey,
  onChange,
}: {
  activeKey: DashboardTabKey;
  onChange: (key: string) => void;
}) {
  const [mounted, setMounted] = useState(dashboardPainted);
  useEffect(() => {
    if (mounted) return undefined;
    return afterNextPaint(() => {
      dashboardPainted = true;
      setMounted(true);
    });
  }, [mounted]);
  if (!mounted) return <TabRowStandIn activeKey={activeKey} />;
  return (
    <Tabs
      activeKey={activeKey}
      onChange={onChange}
      items={DASHBOARD_TABS.map(({ key, label }) => ({ key, label }))}
      style={{ padding: '0 16px' }}
    />
  );
}

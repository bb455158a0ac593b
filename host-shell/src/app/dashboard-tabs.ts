// The dashboard's tabs and the remote widget each shows (dashboard-frame.tsx renders them). In a module
// of their own, without UI: the start preloads the open tab's widget before React and antd are loaded
// (start-runtime.ts).
export const DASHBOARD_TABS = [
  { key: 'shipments', label: 'Shipments', module: 'mf_shipments/DashboardShipmentsTab' },
  { key: 'tenders', label: 'Tenders', module: 'mf_loadboard/DashboardTendersTab' },
  { key: 'rates', label: 'Rate Requests', module: 'mf_loadboard/DashboardRatesTab' },
  { key: 'accounting', label: 'Accounting', module: 'mf_financials/DashboardAccountingTab' },
] as const;

export type DashboardTabEntry = (typeof DASHBOARD_TABS)[number];

/** The tab /dashboard opens. */
export const DEFAULT_DASHBOARD_TAB: DashboardTabEntry = DASHBOARD_TABS[0];

/** The tab of /dashboard/<key>: the default one for /dashboard itself or an unknown key. */
export function dashboardTabOf(tabKey: string | undefined): DashboardTabEntry {
  return DASHBOARD_TABS.find((tab) => tab.key === tabKey) ?? DEFAULT_DASHBOARD_TAB;
}

/**
 * The address /dashboard stands for, /dashboard/shipments, or undefined for any other path. The start
 * puts it in the address bar before React's first render (start-shell.tsx), so a load of /dashboard
 * renders its tab at once. Redirected by the router instead (the frame's index route, kept for
 * navigations within the portal), the tab mounted in a second render that its first commit spawned:
 * one synchronous task, 240-265 ms at Lighthouse's 4x slowdown against 133-174 ms for a load of
 * /dashboard/shipments (`pnpm bench:profile`, issue 26).
 */
export function dashboardIndexAddress(pathname: string): string | undefined {
  return /^\/dashboard\/?$/.test(pathname) ? `/dashboard/${DEFAULT_DASHBOARD_TAB.key}` : undefined;
}

// The dashboard's tabs and the remote widget each shows (dashboard-frame.tsx renders them). In a module
// of their own, without UI: the start preloads the open tab's widget before React and antd are loaded
// (start-runtime.ts).
export const DASHBOARD_TABS = [
  { key: 'shipments', label: 'Shipments', module: 'mf_shipments/DashboardShipmentsTab' },
  { key: 'tenders', label: 'Tenders', module: 'mf_loadboard/DashboardTendersTab' },
  { key: 'rates', label: 'Rate Requests', module: 'mf_loadboard/DashboardRatesTab' },
  { key: 'accounting', label: 'Accounting', module: 'mf_financials/DashboardAccountingTab' },
] as const;

import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DashboardAccounting } from '../../features/accounting/components/dashboard-accounting';

/** The dashboard's Accounting tab (host route /dashboard/accounting, preview /dashboard/accounting/{invoiceNumber}/preview). */
export default DashboardAccounting satisfies RemoteModules['mf_financials/DashboardAccountingTab']['default'];

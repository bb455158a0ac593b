import type { DashboardTabProps, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { AP_INVOICE_SECTIONS, AP_INVOICE_SIDE_SECTIONS } from '../../ui/invoice-record-page';
import { DashboardTabFrame } from '@trucks/shared-ui/dashboard-tab';

/** The dashboard's Accounting tab (host route /dashboard/accounting, preview /dashboard/accounting/{invoiceNumber}/preview). */
function DashboardAccountingTab({ basePath, previewId }: DashboardTabProps) {
  // Frame only: not read yet (the package README says what is built).
  const preview = [...AP_INVOICE_SIDE_SECTIONS, ...AP_INVOICE_SECTIONS].map((title) => (
    <DetailSection key={title} title={title} loading />
  ));
  return (
    <DashboardTabFrame
      basePath={basePath}
      previewId={previewId}
      emptyMessage="No invoices need action"
      previewTitle={`Invoice ${previewId ?? ''}`}
      preview={preview}
      drawerSize={800}
    />
  );
}

export default DashboardAccountingTab satisfies RemoteModules['mf_financials/DashboardAccountingTab']['default'];

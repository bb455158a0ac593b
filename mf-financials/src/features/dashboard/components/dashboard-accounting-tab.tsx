// The dashboard's Accounting tab: the short list, and an invoice's preview in a drawer when the route
// names it (/dashboard/accounting/{invoiceNumber}/preview). Closing returns to the tab.
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useNavigate } from 'react-router';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import { EmptyState } from '@trucks/shared-ui/empty-state';

export interface DashboardAccountingTabProps extends DashboardTabProps {
  /** The previewed invoice's detail, composed by the app. */
  preview: ReactNode;
}

export function DashboardAccountingTab({ basePath, previewId, preview }: DashboardAccountingTabProps) {
  const navigate = useNavigate();
  return (
    <>
      {/* The tab's list arrives with the API client (a later issue). */}
      <EmptyState message="No invoices need action" />
      <Drawer
        open={previewId !== undefined}
        onClose={() => navigate(basePath)}
        size={800}
        title={`Invoice ${previewId ?? ''}`}
        destroyOnHidden
      >
        {preview}
      </Drawer>
    </>
  );
}

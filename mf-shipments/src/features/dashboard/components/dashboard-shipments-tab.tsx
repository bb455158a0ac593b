// The dashboard's Shipments tab: the short list, and a shipment's preview in a drawer when the route
// names it (/dashboard/shipments/{shipmentNumber}/preview). Closing returns to the tab.
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useNavigate } from 'react-router';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import { EmptyState } from '@trucks/shared-ui/empty-state';

export interface DashboardShipmentsTabProps extends DashboardTabProps {
  /** The previewed shipment's detail, composed by the app (the shipment-detail feature). */
  preview: ReactNode;
}

export function DashboardShipmentsTab({ basePath, previewId, preview }: DashboardShipmentsTabProps) {
  const navigate = useNavigate();
  return (
    <>
      {/* The tab's list arrives with the API client (a later issue). */}
      <EmptyState message="No shipments need updates" />
      <Drawer
        open={previewId !== undefined}
        onClose={() => navigate(basePath)}
        size={900}
        title={`Shipment ${previewId ?? ''}`}
        destroyOnHidden
      >
        {preview}
      </Drawer>
    </>
  );
}

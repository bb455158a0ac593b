// A dashboard tab (Shipments, Tenders, Rate Requests, Accounting): the tab's short list, and the
// preview of one item in a drawer when the route names it (/dashboard/<tab>/{id}/preview). Closing
// the drawer returns to the tab. Each owning remote composes the list and the preview.
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useNavigate } from 'react-router';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import { EmptyState } from './empty-state';

export interface DashboardTabFrameProps extends DashboardTabProps {
  /** The list's empty state, e.g. 'No tenders awaiting an answer'. */
  emptyMessage: string;
  /** The drawer's title for the previewed item, e.g. 'Tender 55'. */
  previewTitle: string;
  /** The previewed item's detail. */
  preview: ReactNode;
  /** The drawer's width in px. */
  drawerSize?: number;
}

export function DashboardTabFrame({
  basePath,
  previewId,
  emptyMessage,
  previewTitle,
  preview,
  drawerSize = 900,
}: DashboardTabFrameProps) {
  const navigate = useNavigate();
  return (
    <>
      {/* Frame only: not read yet (the package README says what is built). */}
      <EmptyState message={emptyMessage} />
      <Drawer
        open={previewId !== undefined}
        onClose={() => navigate(basePath)}
        size={drawerSize}
        title={previewTitle}
        destroyOnHidden
      >
        {preview}
      </Drawer>
    </>
  );
}

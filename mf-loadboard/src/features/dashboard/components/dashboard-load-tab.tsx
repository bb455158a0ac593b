// A dashboard tab of the load board (Tenders, Rates): the short list, and the preview of one item in a
// drawer when the route names it (/dashboard/<tab>/{id}/preview). Closing the drawer returns to the tab.
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useNavigate } from 'react-router';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import { EmptyState } from '@trucks/shared-ui/empty-state';

export interface DashboardLoadTabProps extends DashboardTabProps {
  /** The list's empty state, e.g. 'No tenders awaiting an answer'. */
  emptyMessage: string;
  /** The drawer's title for the previewed item, e.g. 'Tender 55'. */
  previewTitle: string;
  /** The previewed item's detail, composed by the app (the load-detail feature). */
  preview: ReactNode;
}

export function DashboardLoadTab({
  basePath,
  previewId,
  emptyMessage,
  previewTitle,
  preview,
}: DashboardLoadTabProps) {
  const navigate = useNavigate();
  return (
    <>
      {/* The tab's list arrives with the API client (a later issue). */}
      <EmptyState message={emptyMessage} />
      <Drawer
        open={previewId !== undefined}
        onClose={() => navigate(basePath)}
        size={900}
        title={previewTitle}
        destroyOnHidden
      >
        {preview}
      </Drawer>
    </>
  );
}

// A dashboard tab of this remote (Tenders, Rate Requests): the first page of the requests awaiting an
// answer as a short list (shared-ui's DashboardList: skeleton rows while loading, an empty list says
// why, a failure offers Retry), each linking to `${basePath}/{id}/preview`, which opens the request in
// a drawer that closes back to the tab.
import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import { DashboardList } from '@trucks/shared-ui/dashboard-list';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';
import type { ResponseRequest } from '../api/response-lists';

/** The request a `${basePath}/{id}/preview` address opens in the drawer. */
export interface DashboardPreview<T> {
  /** Reads the request by its id (the same read as its page's). */
  useItem: (id: string) => UseQueryResult<T, ApiError>;
  /** The drawer's title while the request loads ('Tender'). */
  name: string;
  /** What a 404 says ('Tender Not Found'). */
  notFound: string;
  render: (item: T) => ReactNode;
}

interface DashboardTabProps<T> {
  basePath: string;
  previewId: string | undefined;
  /** 'Tenders awaiting an answer'. */
  caption: string;
  /** The read of the tab's first page. */
  read: UseQueryResult<PagedList<T>, ApiError>;
  /** The columns after the shipment number, which links to the preview. */
  columns: readonly TableColumn<T>[];
  emptyMessage: string;
  /** The whole list, for more than the tab shows. */
  listPath: string;
  listLabel: string;
  preview: DashboardPreview<T>;
}

/** The drawer's title: the request's shipment (its id means nothing to a carrier; issue 27). */
function PreviewTitle<T extends ResponseRequest>({
  id,
  preview,
}: {
  id: string;
  preview: DashboardPreview<T>;
}) {
  const shipmentNumber = preview.useItem(id).data?.shipmentNumber;
  return <>{shipmentNumber ? `Shipment #${shipmentNumber}` : preview.name}</>;
}

function PreviewBody<T>({ id, preview }: { id: string; preview: DashboardPreview<T> }) {
  const item = preview.useItem(id);
  if (item.error) return <>{item.error.status === 404 ? preview.notFound : item.error.message}</>;
  if (!item.data) return <Skeleton active />;
  return <>{preview.render(item.data)}</>;
}

export function DashboardTab<T extends ResponseRequest>({
  basePath,
  previewId,
  caption,
  read,
  columns,
  emptyMessage,
  listPath,
  listLabel,
  preview,
}: DashboardTabProps<T>) {
  const total = read.data?.totalCount;
  const tableColumns: TableColumn<T>[] = [
    {
      key: 'item',
      title: 'Shipment #',
      render: (row) => <Link to={`${basePath}/${row.id}/preview`}>#{row.shipmentNumber}</Link>,
    },
    ...columns,
  ];
  return (
    <DashboardList<T>
      rows={read.data?.data}
      loading={read.isPending}
      error={read.error}
      onRetry={() => void read.refetch()}
      emptyMessage={emptyMessage}
      heading={{
        label: caption,
        caption: (
          <>
            {caption}
            {total === undefined ? null : ` (${total})`}
          </>
        ),
        link: { to: listPath, label: listLabel },
      }}
      preview={{
        basePath,
        id: previewId,
        title: previewId ? <PreviewTitle id={previewId} preview={preview} /> : preview.name,
        width: 900,
        closeLabel: 'Close',
        render: (id) => <PreviewBody id={id} preview={preview} />,
      }}
    >
      {(rows) => (
        <RowTable<T>
          size="small"
          label={caption}
          rowKey={(row) => row.id}
          columns={tableColumns}
          rows={rows}
        />
      )}
    </DashboardList>
  );
}

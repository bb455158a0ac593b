// A dashboard tab of this remote (Tenders, Rate Requests): the items awaiting an answer as a short
// list, each linking to `${basePath}/{id}/preview`, which opens the item in a drawer that closes back
// to the tab. Loading shows skeleton rows, an empty list says why, a failure offers Retry.
import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Skeleton, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { RowTable } from '@trucks/shared-ui/row-table';
import type { TableColumn } from '@trucks/shared-ui/row-table';

interface DashboardTabProps<T> {
  basePath: string;
  previewId: string | undefined;
  /** 'Tenders awaiting an answer'. */
  caption: string;
  rows: readonly T[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  rowKey: (row: T) => string;
  /** The first column's link text (the shipment number). */
  linkText: (row: T) => string;
  columns: readonly TableColumn<T>[];
  emptyMessage: string;
  /** The whole list, for more than the tab shows. */
  listPath: string;
  listLabel: string;
  preview: DashboardPreview<T>;
}

/** The item a `${basePath}/{id}/preview` address opens in the drawer. */
export interface DashboardPreview<T> {
  /** Reads the item by its id (the same read as its page's). */
  useItem: (id: string) => UseQueryResult<T, ApiError>;
  /** The drawer's title while the item loads ('Tender'). */
  name: string;
  /** What a 404 says ('Tender Not Found'). */
  notFound: string;
  render: (item: T) => ReactNode;
}

/** The drawer's title: the item's shipment (its id means nothing to a carrier; issue 27). */
function PreviewTitle<T extends { shipmentNumber: string }>({
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

export function DashboardTab<T extends { shipmentNumber: string }>({
  basePath,
  previewId,
  caption,
  rows,
  total,
  loading,
  error,
  onRetry,
  rowKey,
  linkText,
  columns,
  emptyMessage,
  listPath,
  listLabel,
  preview,
}: DashboardTabProps<T>) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  const tableColumns: TableColumn<T>[] = [
    {
      key: 'item',
      title: 'Shipment #',
      render: (row) => <Link to={`${basePath}/${rowKey(row)}/preview`}>#{linkText(row)}</Link>,
    },
    ...columns,
  ];
  return (
    <section aria-label={caption}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text strong>
          {caption}
          {total === undefined ? null : ` (${total})`}
        </Typography.Text>
        <Link to={listPath}>{listLabel}</Link>
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.message}
          action={
            <Button size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <RowTable<T> size="small" label={caption} rowKey={rowKey} columns={tableColumns} rows={rows} />
      )}
      <Drawer
        open={previewId !== undefined}
        onClose={() => void navigate(basePath)}
        size={phone ? '100%' : 900}
        title={previewId ? <PreviewTitle id={previewId} preview={preview} /> : preview.name}
        closable={{ 'aria-label': 'Close' }}
        destroyOnHidden
      >
        {previewId ? <PreviewBody id={previewId} preview={preview} /> : null}
      </Drawer>
    </section>
  );
}

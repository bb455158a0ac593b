// A dashboard tab of this remote (Tenders, Rate Requests): the items awaiting an answer as a short
// list, each linking to `${basePath}/{id}/preview`, which opens the item in a drawer that closes back
// to the tab. Loading shows skeleton rows, an empty list says why, a failure offers Retry.
import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Skeleton, Typography } from 'antd';
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
  previewTitle: ReactNode;
  preview: ReactNode;
}

export function DashboardTab<T extends object>({
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
  previewTitle,
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
        title={previewTitle}
        closable={{ 'aria-label': 'Close' }}
        destroyOnHidden
      >
        {preview}
      </Drawer>
    </section>
  );
}

// A dashboard tab of this remote (Tenders, Rate Requests): the items awaiting an answer as a short
// list, each linking to `${basePath}/{id}/preview`, which opens the item in a drawer that closes back
// to the tab. Loading shows skeleton rows, an empty list says why, a failure offers Retry.
import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Skeleton, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { useIsPhone } from '@trucks/shared-ui/viewport';
import { WideTable } from '@trucks/shared-ui/wide-table';

interface DashboardTabColumn<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
}

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
  columns: readonly DashboardTabColumn<T>[];
  emptyMessage: string;
  /** The whole list, for more than the tab shows. */
  listPath: string;
  listLabel: string;
  previewTitle: string;
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
  const tableColumns: TableColumnsType<T> = [
    {
      key: 'item',
      title: 'Shipment #',
      render: (_value, row) => <Link to={`${basePath}/${rowKey(row)}/preview`}>#{linkText(row)}</Link>,
    },
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      render: (_value: unknown, row: T) => column.render(row),
    })),
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
        <WideTable<T>
          size="small"
          rowKey={rowKey}
          columns={tableColumns}
          dataSource={[...rows]}
          pagination={false}
        />
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

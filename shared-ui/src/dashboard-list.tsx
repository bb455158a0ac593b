// A dashboard tab's short list (Tenders, Rate Requests, Shipments, Accounting): optionally a heading
// line (a caption, and a link to the whole list), then the rows of the tab's read with its states
// (loading, a failure with Retry, an empty list saying why), and optionally the preview drawer that a
// `${basePath}/{id}/preview` address opens and that closes back to the tab. The rows themselves are
// the tab's own (a RowTable, a ShortList, a list of its own).
import type { ReactNode } from 'react';
import { Drawer, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from './empty-state';
import { QueryErrorAlert } from './query-error-alert';
import { useIsPhone } from './viewport';

/** The line above the rows; with it the tab is a section named `label`. */
interface DashboardListHeading {
  /** The section's accessible name ('Tenders awaiting an answer', 'Accounting'). */
  label: string;
  /** The caption on the left, in bold ('Tenders awaiting an answer (3)'). */
  caption: ReactNode;
  /** The link on the right to the whole list. */
  link: { to: string; label: string };
  /** Space under the line, px (default 12). */
  spacing?: number;
}

/** The drawer of one item, open while the address names it. */
export interface DashboardListPreview {
  /** The tab's address: the drawer closes back to it. */
  basePath: string;
  /** The id in `${basePath}/{id}/preview`; the drawer is open while there is one. */
  id: string | undefined;
  title: ReactNode;
  /** Width on a desktop, px; a phone gets the full width. */
  width: number;
  /** The close button's accessible name. */
  closeLabel: string;
  render: (id: string) => ReactNode;
}

export interface DashboardListProps<T> {
  /** The rows of the tab's read; undefined until they are read. */
  rows: readonly T[] | undefined;
  loading: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  /** What loading looks like (default: a skeleton of four lines). */
  skeleton?: ReactNode;
  /** Said in place of an empty list ('No invoices need action'). */
  emptyMessage: string;
  /** Draws the rows, once there are some. */
  children: (rows: readonly T[]) => ReactNode;
  heading?: DashboardListHeading;
  preview?: DashboardListPreview;
}

function PreviewDrawer({ preview }: { preview: DashboardListPreview }) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  return (
    <Drawer
      open={preview.id !== undefined}
      onClose={() => void navigate(preview.basePath)}
      size={phone ? '100%' : preview.width}
      title={preview.title}
      closable={{ 'aria-label': preview.closeLabel }}
      destroyOnHidden
    >
      {preview.id !== undefined ? preview.render(preview.id) : null}
    </Drawer>
  );
}

export function DashboardList<T>({
  rows,
  loading,
  error,
  onRetry,
  skeleton = <Skeleton active paragraph={{ rows: 4 }} />,
  emptyMessage,
  children,
  heading,
  preview,
}: DashboardListProps<T>) {
  const body = error ? (
    <QueryErrorAlert error={error} onRetry={onRetry} />
  ) : loading ? (
    skeleton
  ) : !rows || rows.length === 0 ? (
    <EmptyState message={emptyMessage} />
  ) : (
    children(rows)
  );
  const drawer = preview ? <PreviewDrawer preview={preview} /> : null;
  if (!heading)
    return (
      <>
        {body}
        {drawer}
      </>
    );
  return (
    <section aria-label={heading.label}>
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={8}
        style={{ marginBottom: heading.spacing ?? 12 }}
      >
        <Typography.Text strong>{heading.caption}</Typography.Text>
        <Link to={heading.link.to}>{heading.link.label}</Link>
      </Flex>
      {body}
      {drawer}
    </section>
  );
}

// A dashboard tab's short list (Tenders, Rate Requests, Shipments, Accounting): optionally a heading
// line (a caption, and a link to the whole list), then the rows of the tab's read with its states
// (loading, a failure with Retry, an empty list saying why), and optionally the preview drawer that a
// `${basePath}/{id}/preview` address opens and that closes back to the tab. The rows themselves are
// the tab's own (a RowTable, a ShortList, a list of its own). The drawer is a lazy part
// (dashboard-preview-drawer.tsx): it loads when an address first names an item, or before, when the
// pointer or the focus reaches the rows; while it loads a spinner stands in its place.
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from './empty-state';
import { lazyPanel } from './lazy-panel';
import { QueryErrorAlert } from './query-error-alert';

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

const PreviewDrawer = lazyPanel(
  () => import('./dashboard-preview-drawer').then((m) => m.DashboardPreviewDrawer),
  'Loading the preview',
  'The preview could not be loaded.',
);

/** Once loaded it stays rendered, open or closed, so that closing it slides it out. */
function PreviewDrawerSlot({ preview }: { preview: DashboardListPreview }) {
  const navigate = useNavigate();
  if (preview.id === undefined && !PreviewDrawer.loaded()) return null;
  return (
    <PreviewDrawer
      open={preview.id !== undefined}
      onClose={() => void navigate(preview.basePath)}
      title={preview.title}
      width={preview.width}
      closeLabel={preview.closeLabel}
    >
      {preview.id !== undefined ? preview.render(preview.id) : null}
    </PreviewDrawer>
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
  // The rows render at a transition's priority, in 5 ms slices, the skeleton on screen until they are
  // ready: the tab's answer arrives as an urgent update (React Query), which on a phone was one long
  // task for the whole list (paged-list.tsx does the same).
  // `null` first, also when the tab mounts on rows read ahead (useDeferredValue defers a mount only when
  // given an initial value, and `undefined` counts as none).
  const shown = useDeferredValue(rows ?? null, null);
  const body = error ? (
    <QueryErrorAlert error={error} onRetry={onRetry} />
  ) : loading || (rows !== undefined && shown === null) ? (
    skeleton
  ) : !shown || shown.length === 0 ? (
    <EmptyState message={emptyMessage} />
  ) : (
    children(shown)
  );
  const drawer = preview ? <PreviewDrawerSlot preview={preview} /> : null;
  // The intent to open an item: its drawer's code starts loading (the rows are the tab's own).
  const intent = preview ? { onPointerOver: PreviewDrawer.preload, onFocus: PreviewDrawer.preload } : {};
  if (!heading && !preview) return <>{body}</>;
  if (!heading)
    return (
      // No box of its own (display: contents): the rows lay out as if it were not there.
      <div style={{ display: 'contents' }} {...intent}>
        {body}
        {drawer}
      </div>
    );
  return (
    <section aria-label={heading.label} {...intent}>
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

// Loading pieces every app shows while data or a remote module is on its way.
import { Skeleton, Spin } from 'antd';

export interface LoadingStateProps {
  /** What is loading, read by screen readers, e.g. 'Loading shipments'. */
  label?: string;
}

/** A centred spinner for a region (a remote area, a dialog body) whose shape is not known yet. */
export function LoadingState({ label = 'Loading' }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      style={{ display: 'flex', justifyContent: 'center', padding: 48 }}
    >
      <Spin />
    </div>
  );
}

export interface ListSkeletonProps {
  /** Placeholder cards while a list loads; the spec's invoice list shows 10. */
  rows?: number;
  label?: string;
}

/** Skeleton cards standing in for list items, so the list does not jump when data arrives. */
export function ListSkeleton({ rows = 10, label = 'Loading list' }: ListSkeletonProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} active title={false} paragraph={{ rows: 2 }} style={{ padding: '12px 16px' }} />
      ))}
    </div>
  );
}

/**
 * The place of a proof-of-delivery upload on a driver's card (mf-cases-notes' DocumentsPanel at a
 * dropoff): its Take Photo and Choose File row and the limits' line under it, so the card does not
 * move when the upload arrives. Shown by mf-shipments while the panel's code loads and by the panel
 * while what is on file is read.
 */
export function UploadButtonsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <div style={{ display: 'flex', gap: 8 }}>
        <Skeleton.Button active style={{ width: 122 }} />
        <Skeleton.Button active style={{ width: 128 }} />
      </div>
      <div style={{ height: 22, marginTop: 4, display: 'flex', alignItems: 'center' }}>
        <Skeleton.Input active size="small" style={{ width: 240, minWidth: 0, height: 14 }} />
      </div>
    </div>
  );
}

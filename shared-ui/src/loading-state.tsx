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

// A titled section of a detail page or dialog. Until the section's data arrives it shows a skeleton
// (with a status label screen readers announce), so the page keeps its shape when content lands.
import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';

export interface DetailSectionProps {
  title: string;
  /** True while the section's data is on its way. */
  loading: boolean;
  children?: ReactNode;
  extra?: ReactNode;
  /** The height (px) the content will take, kept while loading so nothing below moves when it lands. */
  loadingHeight?: number;
}

export function DetailSection({ title, loading, children, extra, loadingHeight }: DetailSectionProps) {
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h3>}
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      {loading ? (
        <div
          role="status"
          aria-label={`Loading ${title}`}
          aria-busy="true"
          style={loadingHeight ? { minHeight: loadingHeight } : undefined}
        >
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ) : (
        children
      )}
    </Card>
  );
}

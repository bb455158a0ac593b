// The empty state of a list or a panel: one message, optionally an action (e.g. 'Reset filters').
import type { ReactNode } from 'react';
import { Empty } from 'antd';

export interface EmptyStateProps {
  /** The message, verbatim from the spec where it names one ('No Matching Invoices Found'). */
  message: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={message} style={{ padding: 32 }}>
      {action}
    </Empty>
  );
}

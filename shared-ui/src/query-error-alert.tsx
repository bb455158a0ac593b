// The failure of a read inside a page, a panel or a list: an error alert with a Retry button that
// asks again. The whole page of a record that cannot be read is RecordPage's error state instead.
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button } from 'antd';

interface RetryProps {
  /** Asks again, usually `() => void query.refetch()`. */
  onRetry: () => void;
  /** The Retry button's size: small in lists, cards and sections (the default), middle in a panel of its own. */
  retrySize?: 'small' | 'middle';
  /** Room around the alert where its place gives none (a list's rows area). */
  style?: CSSProperties;
}

export type QueryErrorAlertProps = RetryProps &
  (
    | {
        /** The failed read's error: its message is the alert's title. */
        error: { message: string };
        title?: undefined;
      }
    | {
        /** A title of the page's own ('Your saved lanes could not be loaded', 'Failed to fetch stops for shipment!'). */
        title: ReactNode;
        /** When given, its message is shown under the title. */
        error?: { message: string } | null;
      }
  );

export function QueryErrorAlert({ error, title, onRetry, retrySize = 'small', style }: QueryErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? error?.message}
      description={title !== undefined ? error?.message : undefined}
      style={style}
      action={
        <Button size={retrySize} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

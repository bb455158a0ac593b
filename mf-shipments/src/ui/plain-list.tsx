// A plain list of a record's items (stops, drivers, trips...) with a row of title, description and
// actions: semantic <ul>/<li>, since antd's List is deprecated.
import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

export interface PlainListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown in place of the list when it has no items. */
  empty: ReactNode;
  label?: string;
}

export function PlainList<T>({ items, rowKey, renderItem, empty, label }: PlainListProps<T>) {
  const { token } = theme.useToken();
  if (items.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={rowKey(item)}
          style={{
            padding: `${token.paddingXS}px 0`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
          }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

export function ListRow({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="flex-start" gap={8} wrap>
      <div style={{ minWidth: 0, flex: '1 1 200px' }}>
        <div style={{ fontWeight: 500 }}>{title}</div>
        {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      </div>
      {actions ? <Flex gap={8}>{actions}</Flex> : null}
    </Flex>
  );
}

// A short list of records: each row a title, a description and actions on the right, wrapping under
// each other on a phone. (antd's List is deprecated in antd 6; a candidate for shared-ui.)
import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

export interface ItemListRow {
  key: string;
  label: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

export function ItemList({ label, rows }: { label?: string; rows: readonly ItemListRow[] }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => (
        <li
          key={row.key}
          aria-label={row.label}
          style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
        >
          <Flex justify="space-between" align="center" wrap gap={8}>
            <div style={{ minWidth: 0, flex: '1 1 220px' }}>
              <div>{row.title}</div>
              {row.description ? <Typography.Text type="secondary">{row.description}</Typography.Text> : null}
            </div>
            {row.actions ? (
              <Flex gap={4} wrap>
                {row.actions}
              </Flex>
            ) : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}

// A short list of a record's or a panel's items (stops, drivers, trips, cases, documents): a semantic
// <ul>/<li> (antd's List is deprecated in antd 6), each row a title, a description under it and
// actions on the right, wrapping under each other on a phone.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

/**
 * Two looks, kept as the apps drew them: 'section' is tight, with rules between the rows and a
 * medium-weight title (the sections of a record page); 'panel' is roomier, with a rule under every
 * row and the actions centred (a panel that is only the list).
 */
type ShortListLook = 'section' | 'panel';

const LookContext = createContext<ShortListLook>('section');

export interface ShortListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => string;
  /** Usually a ShortListRow. */
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label?: string;
  /** Each row's accessible name. */
  itemLabel?: (item: T) => string;
  /** Shown (as secondary text) in place of the list when it has no items. */
  empty?: ReactNode;
  look?: ShortListLook;
}

export function ShortList<T>({
  items,
  rowKey,
  renderItem,
  label,
  itemLabel,
  empty,
  look = 'section',
}: ShortListProps<T>) {
  const { token } = theme.useToken();
  if (items.length === 0 && empty !== undefined)
    return <Typography.Text type="secondary">{empty}</Typography.Text>;
  const rule = `1px solid ${token.colorSplit}`;
  return (
    <LookContext.Provider value={look}>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => (
          <li
            key={rowKey(item)}
            aria-label={itemLabel?.(item)}
            style={
              look === 'section'
                ? { padding: `${token.paddingXS}px 0`, borderTop: index === 0 ? undefined : rule }
                : { padding: `${token.paddingSM}px 0`, borderBottom: rule }
            }
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </LookContext.Provider>
  );
}

export interface ShortListRowProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** One row of a ShortList, in the list's look. */
export function ShortListRow({ title, description, actions }: ShortListRowProps) {
  const look = useContext(LookContext);
  const section = look === 'section';
  return (
    <Flex justify="space-between" align={section ? 'flex-start' : 'center'} gap={8} wrap>
      <div style={{ minWidth: 0, flex: section ? '1 1 200px' : '1 1 220px' }}>
        <div style={section ? { fontWeight: 500 } : undefined}>{title}</div>
        {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      </div>
      {actions ? (
        section ? (
          <Flex gap={8}>{actions}</Flex>
        ) : (
          <Flex gap={4} wrap>
            {actions}
          </Flex>
        )
      ) : null}
    </Flex>
  );
}

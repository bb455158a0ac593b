// A red count badge with an accessible label ('3 sent tenders'). Zero or an unknown count shows
// nothing (spec 000 §2 "Red count badges").
import type { ReactNode } from 'react';
import { Badge, theme } from 'antd';
import { BADGE_NOUN } from '../api/navigation-badges';
import type { ShellBadge } from '../api/navigation-badges';

function badgeLabel(badge: ShellBadge, count: number): string {
  return `${count} ${BADGE_NOUN[badge]}`;
}

export interface CountBadgeProps {
  badge: ShellBadge;
  count: number | undefined;
  /** Referenced by the item's aria-describedby, so the count is read with the item. */
  id?: string;
  /** What the badge sits on (an icon); without it the count stands alone. */
  children?: ReactNode;
}

export function CountBadge({ badge, count, id, children }: CountBadgeProps) {
  const { token } = theme.useToken();
  if (!count) return <>{children}</>;
  return (
    <span role="img" id={id} aria-label={badgeLabel(badge, count)} style={{ display: 'inline-flex' }}>
      <Badge count={count} color={token.colorError} size="small" overflowCount={99}>
        {children}
      </Badge>
    </span>
  );
}

// The frame of every page: a sticky top bar with the page title and the page's own actions, then the
// content. The shell's own top bar and side navigation sit outside it (host-shell's layout).
import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useLocation } from 'react-router';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';

export interface PageFrameProps {
  /** The page title; by default the spec's rule: the first path segment split at capitals and hyphens. */
  title?: ReactNode;
  /** Left of the title, e.g. the list page's panel toggle. */
  leading?: ReactNode;
  /** Right side of the top bar: search boxes, buttons. */
  actions?: ReactNode;
  children: ReactNode;
}

export function PageFrame({ title, leading, actions, children }: PageFrameProps) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  return (
    <section style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Flex
        component="header"
        align="center"
        justify="space-between"
        gap={token.marginSM}
        // A phone puts the actions (search, New) on a row of their own under the title.
        wrap
        style={{
          position: 'sticky',
          // Below whatever the host keeps sticky above the page (its top bar); 0 when standalone.
          top: 'var(--trucks-sticky-top, 0px)',
          zIndex: 10,
          padding: `${token.paddingSM}px ${token.padding}px`,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" gap={token.marginXS} style={{ minWidth: 0 }}>
          {leading}
          <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
            {title ?? pageTitleFromPath(pathname)}
          </Typography.Title>
        </Flex>
        {actions ? (
          <Flex
            align="center"
            justify="flex-end"
            gap={token.marginXS}
            wrap
            style={{ flex: '1 1 auto', minWidth: 0 }}
          >
            {actions}
          </Flex>
        ) : null}
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </section>
  );
}

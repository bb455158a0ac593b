// The frames a page can have without the full frame's code (shell-frame.tsx, a chunk of its own: the
// app's shell layout loads it). The driver variant's: "The driver variant hides the top bar and the
// side navigation", so the page alone, in <main>, under the crash screen's boundary. And what holds
// the full frame's place while its code loads: the top bar's height, so the page does not move.
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { CrashBoundary } from './crash-boundary';
import { TOP_BAR_HEIGHT } from './frame-sizes';

export interface PageOnlyFrameProps {
  /** Shown above the page: what the page is without (the full frame's code that did not load). */
  notice?: ReactNode;
  /** The page. */
  children: ReactNode;
}

export function PageOnlyFrame({ notice, children }: PageOnlyFrameProps) {
  return (
    <main style={{ minHeight: '100vh' }}>
      {notice}
      <CrashBoundary>{children}</CrashBoundary>
    </main>
  );
}

/** The full frame's place while its code loads: the page's background under an empty top bar. */
export function FullFrameLoading() {
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the portal"
        style={{
          height: TOP_BAR_HEIGHT,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      />
    </div>
  );
}

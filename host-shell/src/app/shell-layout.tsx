// The authenticated frame, and the public layout for sign-in pages. The driver variant is the page
// alone. The full variant's frame (the top bar with the shipment search, the side navigation with its
// badges) is a chunk of its own (full-layout.tsx), so the driver's link does not download it (issue 26);
// a signed-in visit's start asks for it before the React root renders (start-shell.tsx), and it
// renders in the first commit once loaded. Meanwhile the top bar's place is held; the page renders inside the frame only,
// so it mounts once. When the chunk cannot load, the page shows without the frame, with a Retry.
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { Outlet } from 'react-router';
import { useLoadedModule } from '@trucks/shared-ui/loaded-module';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { RetryBoundary } from '@trucks/shared-ui/retry-boundary';
import { FullFrameLoading, PageOnlyFrame } from '../features/shell-chrome/components/page-only-frame';
import { useSessionVariant } from '../features/session/components/session-gate';
import { fullLayoutSlot, loadFullLayout } from './full-layout-chunk';
import { HostPage } from './host-pages';

export const FULL_FRAME_FAILED = 'The navigation could not be loaded.';

export function ShellLayout() {
  const variant = useSessionVariant();
  if (variant === 'driver') return <PageOnly />;
  // A full frame whose code did not load: the page all the same, with the failure and a Retry above it.
  return (
    <RetryBoundary
      failed={(retry) => (
        <PageOnly
          notice={<QueryErrorAlert title={FULL_FRAME_FAILED} onRetry={retry} style={{ borderRadius: 0 }} />}
        />
      )}
    >
      <LoadedFullLayout />
    </RetryBoundary>
  );
}

function PageOnly({ notice }: { notice?: ReactNode }) {
  return (
    <PageOnlyFrame notice={notice}>
      <HostPage>
        <Outlet />
      </HostPage>
    </PageOnlyFrame>
  );
}

function LoadedFullLayout() {
  const FullLayout = useLoadedModule(fullLayoutSlot, loadFullLayout);
  return FullLayout ? <FullLayout /> : <FullFrameLoading />;
}

/** Public pages (sign-in, password reset, activation): a centred card without the shell. */
export function PublicLayout() {
  const { token } = theme.useToken();
  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: token.colorBgLayout }}
    >
      <Outlet />
    </main>
  );
}

// A route's page in a chunk of its own, so a remote's first visit carries only the page it opens.
// While the chunk loads, the page area shows a spinner (the host's chrome and the list's filters
// stay). A chunk that fails to load (a deploy replaced it) throws to the remote region's boundary,
// which reloads the page once (host-shell's stale-chunk rule).
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { LoadingState } from './loading-state';

/**
 * `lazyPage(() => import('./orders-page').then((m) => m.OrdersPage), 'Loading orders')`: a component
 * with the page's props that loads the page's chunk the first time it renders.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label = 'Loading page',
): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingState label={label} />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}

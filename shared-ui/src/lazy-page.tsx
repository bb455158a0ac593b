// A route's page in a chunk of its own, so a remote's first visit carries only the page it opens.
// While the chunk loads, the page area shows a spinner (the host's chrome and the list's filters
// stay). A chunk that fails to load (a deploy replaced it) throws to the remote region's boundary,
// which reloads the page once (host-shell's stale-chunk rule). A page whose first read the address
// decides (a list) can start that read while its chunk loads (`readAhead`), instead of after.
// `preload()` starts the chunk's load before the route renders (a remote's routes module, on the
// navigation's intent), and the first read too when given the query client and the address's query
// string; the page then renders in the route's first commit, over its data when that has arrived.
// The chunk is loaded into state, not through React.lazy and Suspense (loaded-module.ts says why).
import type { ComponentType } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { UsePrefetchQueryOptions } from '@tanstack/react-query';
import type { ShellQueryClient } from '@trucks/shared-contracts/federation/remote-modules';
import { useLocation } from 'react-router';
import { loadInto, useLoadedModule } from './loaded-module';
import type { ModuleSlot } from './loaded-module';
import { LoadingState } from './loading-state';

export interface LazyPageOptions<Data, Failure> {
  /**
   * The query options of the page's first request, from the address (the options the page's own
   * query will use): the request starts when the route renders, with the page's chunk, instead of
   * after the chunk has loaded and the page has rendered once (about 200 ms on the load board's
   * first visit). React Query's usePrefetchQuery: nothing when the query is cached or in flight.
   */
  readAhead?: (params: URLSearchParams) => UsePrefetchQueryOptions<Data, Failure>;
}

/** The query client and the query string a preload reads the page's first read with. */
interface PreloadRead {
  queryClient: ShellQueryClient;
  search: string;
}

/**
 * A lazy page, and how to start loading its chunk before it renders (resolves once loaded), with its
 * first read (`readAhead`) when `read` is given.
 */
export type LazyPage<P> = ComponentType<P> & { preload: (read?: PreloadRead) => Promise<unknown> };

/**
 * How long a read that a preload made (`readAhead`, a widget's `preload`) stays fresh. Give it as the
 * read's `staleTime`: the page that mounts on it a moment later shows it without asking the server
 * again (with React Query's default of 0 every preloaded read was made twice). A write's invalidation
 * still makes it stale at once.
 */
export const READ_AHEAD_FRESH_MS = 10_000;

/**
 * `lazyPage(() => import('./orders-page').then((m) => m.OrdersPage), 'Loading orders')`: a component
 * with the page's props that loads the page's chunk the first time it renders, or when `preload()` is
 * called.
 */
export function lazyPage<P extends object, Data = unknown, Failure = Error>(
  load: () => Promise<ComponentType<P>>,
  label = 'Loading page',
  { readAhead }: LazyPageOptions<Data, Failure> = {},
): LazyPage<P> {
  const slot: ModuleSlot<ComponentType<P>> = {};
  const preload = (read?: PreloadRead) => {
    if (read && readAhead) {
      const options = readAhead(new URLSearchParams(read.search)) as Parameters<
        ShellQueryClient['prefetchQuery']
      >[0];
      void read.queryClient.prefetchQuery(options);
    }
    return loadInto(slot, load);
  };
  function LazyPage(props: P) {
    const Page = useLoadedModule(slot, load);
    return Page ? <Page {...props} /> : <LoadingState label={label} />;
  }
  if (!readAhead) return Object.assign(LazyPage, { preload });
  const firstRead = readAhead;
  function ReadingAheadPage(props: P) {
    const { search } = useLocation();
    usePrefetchQuery(firstRead(new URLSearchParams(search)));
    return <LazyPage {...props} />;
  }
  return Object.assign(ReadingAheadPage, { preload });
}

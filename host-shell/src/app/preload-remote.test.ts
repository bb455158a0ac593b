import { QueryClient } from '@tanstack/react-query';
import type { RemoteModuleId } from '@trucks/shared-contracts/federation/remote-modules';
import type * as RemoteLoader from '@trucks/shared-contracts/federation/remote-loader';
import type * as PreloadRemote from './preload-remote';

type Loader = (id: RemoteModuleId) => Promise<unknown>;
type Preload = typeof PreloadRemote.preloadRouteOwner;

/** preload-remote and the loader it calls, fresh for each test (both keep module state). */
function freshPreloader(loader: Loader): Preload {
  let preloadRouteOwner: Preload = () => Promise.resolve();
  jest.isolateModules(() => {
    const { installRemoteLoader } = jest.requireActual<typeof RemoteLoader>(
      '@trucks/shared-contracts/federation/remote-loader',
    );
    installRemoteLoader(loader as never);
    ({ preloadRouteOwner } = jest.requireActual<typeof PreloadRemote>('./preload-remote'));
  });
  return preloadRouteOwner;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const Routes = () => null;

describe('preloadRouteOwner (a navigation item hovered or focused)', () => {
  it("loads the owner's routes module once and asks it for each path's pages", async () => {
    const loaded: string[] = [];
    const preloaded: string[] = [];
    const preload = freshPreloader((id) => {
      loaded.push(id);
      return Promise.resolve({
        default: Routes,
        preload: (path: string) => {
          preloaded.push(path);
          return Promise.resolve();
        },
      });
    });
    preload('/available-freight');
    preload('/tenders/T55/preview?from=dashboard');
    await settle();
    expect(loaded).toEqual(['mf_loadboard/routes']);
    expect(preloaded).toEqual(['/available-freight', '/tenders/T55/preview?from=dashboard']);
  });

  it("loads nothing for the host's own pages", async () => {
    const loaded: string[] = [];
    const preload = freshPreloader((id) => {
      loaded.push(id);
      return Promise.resolve({ default: Routes });
    });
    preload('/dashboard');
    preload('/status');
    await settle();
    expect(loaded).toEqual([]);
  });

  it("hands the shell's query client to the routes module's preload", async () => {
    const clients: unknown[] = [];
    const preload = freshPreloader(() =>
      Promise.resolve({
        default: Routes,
        preload: (_path: string, queryClient?: QueryClient) => {
          clients.push(queryClient);
          return Promise.resolve();
        },
      }),
    );
    const queryClient = new QueryClient();
    preload('/available-freight', queryClient);
    await settle();
    expect(clients).toEqual([queryClient]);
  });

  it('takes a routes module without preload (released before it) as it is', async () => {
    const loaded: string[] = [];
    const preload = freshPreloader((id) => {
      loaded.push(id);
      return Promise.resolve({ default: Routes });
    });
    preload('/accounting');
    await settle();
    expect(loaded).toEqual(['mf_financials/routes']);
  });

  it('forgets a failed load, so the next intent tries again', async () => {
    const loaded: string[] = [];
    const preload = freshPreloader((id) => {
      loaded.push(id);
      return loaded.length === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: Routes });
    });
    preload('/cases');
    await settle();
    preload('/cases');
    await settle();
    expect(loaded).toEqual(['mf_cases_notes/routes', 'mf_cases_notes/routes']);
  });
});

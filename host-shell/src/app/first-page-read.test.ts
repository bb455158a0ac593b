import { QueryClient } from '@tanstack/react-query';
import { carrier, driver, shipper } from '@trucks/shared-contracts/access/test-users';
import type { AccessUser } from '@trucks/shared-contracts/access/user-traits';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import type { RemoteModuleId } from '@trucks/shared-contracts/federation/remote-modules';
import type * as RemoteLoader from '@trucks/shared-contracts/federation/remote-loader';
import type * as SessionWriter from '@trucks/shared-contracts/session/session-writer';
import type * as FirstPageRead from './first-page-read';

type Loader = (id: RemoteModuleId) => Promise<unknown>;

/** What the remotes were asked for: modules loaded, and each preload with the client it was handed. */
interface Asked {
  loaded: string[];
  preloads: Array<{ module: string; path?: string; client: unknown }>;
}

/** What first-page-read handed lib/first-content: the reads the shell's own reads wait for. */
const mockShellReadHolds: Array<Promise<unknown>> = [];
jest.mock('../lib/first-content', () => ({
  holdShellReadsFor: (read: Promise<unknown>) => mockShellReadHolds.push(read),
}));

/** first-page-read with its loader and session store, fresh for each test (all keep module state). */
function fresh(read: (client: unknown) => Promise<void> = () => Promise.resolve()): {
  asked: Asked;
  module: typeof FirstPageRead;
  signIn: (user: AccessUser) => void;
} {
  const asked: Asked = { loaded: [], preloads: [] };
  const loader: Loader = (id) => {
    asked.loaded.push(id);
    return Promise.resolve({
      default: () => null,
      preload: (...args: unknown[]) => {
        const [first, second] = args;
        asked.preloads.push(
          typeof first === 'string'
            ? { module: id, path: first, client: second }
            : { module: id, client: first },
        );
        return read(typeof first === 'string' ? second : first);
      },
    });
  };
  let module!: typeof FirstPageRead;
  let writer!: typeof SessionWriter;
  jest.isolateModules(() => {
    jest
      .requireActual<typeof RemoteLoader>('@trucks/shared-contracts/federation/remote-loader')
      .installRemoteLoader(loader as never);
    writer = jest.requireActual<typeof SessionWriter>('@trucks/shared-contracts/session/session-writer');
    module = jest.requireActual<typeof FirstPageRead>('./first-page-read');
  });
  const signIn = (user: AccessUser) =>
    writer.startSession({ token: 'header.e30.signature', user: user as unknown as LoggedInUser });
  return { asked, module, signIn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

it("starts the dashboard tab's read through its widget's preload once the session knows the user", async () => {
  const { asked, module, signIn } = fresh();
  const client = new QueryClient();
  module.preloadFirstReadOnSignIn(client, () => '/dashboard');
  await settle();
  expect(asked.loaded).toEqual([]);
  signIn(carrier);
  await settle();
  expect(asked.loaded).toEqual(['mf_shipments/DashboardShipmentsTab']);
  expect(asked.preloads).toEqual([{ module: 'mf_shipments/DashboardShipmentsTab', client }]);
});

it("starts the score card's read with the dashboard tab's, for the user's company", async () => {
  const { module, signIn } = fresh();
  const client = new QueryClient();
  module.preloadFirstReadOnSignIn(client, () => '/dashboard');
  signIn({ ...carrier, companyId: 'C-777' } as AccessUser);
  await settle();
  expect(
    client.getQueryCache().find({ queryKey: queryKeys.carriers.part('C-777', 'performanceMetric') }),
  ).toBeDefined();
});

it("reads the open tab's widget: /dashboard/tenders is the tenders widget", async () => {
  const { asked, module, signIn } = fresh();
  const client = new QueryClient();
  signIn(carrier);
  module.preloadFirstReadOnSignIn(client, () => '/dashboard/tenders');
  await settle();
  expect(asked.preloads).toEqual([{ module: 'mf_loadboard/DashboardTendersTab', client }]);
});

it("a driver's link lands on '/': the driver's list is read through its routes module", async () => {
  const { asked, module, signIn } = fresh();
  const client = new QueryClient();
  module.preloadFirstReadOnSignIn(client, () => '/');
  signIn(driver);
  await settle();
  expect(asked.preloads).toEqual([{ module: 'mf_shipments/routes', path: '/all-shipments', client }]);
});

it('reads a remote page through its routes module with the address and the query client, once', async () => {
  const { asked, module, signIn } = fresh();
  const client = new QueryClient();
  module.preloadFirstReadOnSignIn(client, () => '/available-freight?origin=Dallas');
  signIn(carrier);
  signIn(carrier);
  await settle();
  expect(asked.preloads).toEqual([
    { module: 'mf_loadboard/routes', path: '/available-freight?origin=Dallas', client },
  ]);
});

it("reads nothing for a page the user may not open, nor for the shell's own pages", async () => {
  for (const [user, path] of [
    [driver, '/dashboard'],
    [shipper, '/available-freight'],
    [carrier, '/profile'],
  ] as const) {
    const { asked, module, signIn } = fresh();
    module.preloadFirstReadOnSignIn(new QueryClient(), () => path);
    signIn(user);
    await settle();
    expect(asked.loaded).toEqual([]);
  }
});

it("holds the shell's own reads until the reads the landing page's preload started have settled", async () => {
  mockShellReadHolds.length = 0;
  let answer!: (rows: string[]) => void;
  // Like a routes module's preload: it resolves once the page's chunks are in, its read still running.
  const { module, signIn } = fresh(async (client) => {
    void (client as QueryClient).prefetchQuery({
      queryKey: ['first page'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
  });
  const client = new QueryClient();
  module.preloadFirstReadOnSignIn(client, () => '/available-freight');
  signIn(carrier);
  expect(mockShellReadHolds).toHaveLength(1);
  let settled = false;
  void mockShellReadHolds[0]!.then(() => (settled = true));
  await settle();
  await settle();
  expect(settled).toBe(false);

  answer(['a load']);
  await settle();
  expect(settled).toBe(true);
});

it("holds nothing for a page that has no first read (the shell's own pages)", async () => {
  mockShellReadHolds.length = 0;
  const { module, signIn } = fresh();
  module.preloadFirstReadOnSignIn(new QueryClient(), () => '/profile');
  signIn(carrier);
  await settle();
  expect(mockShellReadHolds).toHaveLength(0);
});

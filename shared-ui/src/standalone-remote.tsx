// A remote on its own, for development (`pnpm dev <app>` without the stack, or webpack serve in its folder):
// this stands in for the host around the same ./routes the host mounts — a browser router, antd's App,
// a QueryClient (the host's job in the suite; here the host is absent) and a remote loader that reports
// every other app's module as unavailable, so embedded regions show their fallback.
import { StrictMode, useState } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntdApp, Flex } from 'antd';
// eslint-disable-next-line no-restricted-imports -- the host is absent in standalone mode; this harness plays its part
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { REMOTE_AREA, ROUTE_OWNERS, appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type {
  RemoteApp,
  RoutePrefix,
  RoutePrefixOf,
  RoutesProps,
} from '@trucks/shared-contracts/federation/remote-modules';
import { NotFound } from './not-found';

function ownedPrefixes<A extends RemoteApp>(app: A): RoutePrefixOf<A>[] {
  return (Object.keys(ROUTE_OWNERS) as RoutePrefix[]).filter(
    (prefix): prefix is RoutePrefixOf<A> => ROUTE_OWNERS[prefix] === app,
  );
}

/** Alone there is no federation runtime: any other app's module is unavailable. */
export function standaloneRemoteLoader(app: RemoteApp): RemoteModuleLoader {
  return (id) =>
    Promise.reject(
      new Error(
        `${REMOTE_AREA[appOfModule(id)]} is not loaded when ${REMOTE_AREA[app]} runs standalone (${id})`,
      ),
    );
}

interface OwnedRoutesProps<A extends RemoteApp> {
  app: A;
  AppRoutes: ComponentType<RoutesProps<A>>;
}

/** Mounts `<prefix>/*` for every prefix the app owns, exactly as the host's route table does. */
export function OwnedRoutes<A extends RemoteApp>({ app, AppRoutes }: OwnedRoutesProps<A>) {
  const prefixes = ownedPrefixes(app);
  return (
    <Routes>
      <Route index element={<Navigate to={prefixes[0] ?? '/'} replace />} />
      {prefixes.map((prefix) => (
        <Route key={prefix} path={`${prefix}/*`} element={<AppRoutes prefix={prefix} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function StandaloneRemote<A extends RemoteApp>({ app, AppRoutes }: OwnedRoutesProps<A>) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <AntdApp>
          <Flex
            component="nav"
            aria-label={`${REMOTE_AREA[app]} (standalone)`}
            wrap
            gap={12}
            style={{ padding: '8px 16px' }}
          >
            {ownedPrefixes(app).map((prefix) => (
              <Link key={prefix} to={prefix}>
                {prefix}
              </Link>
            ))}
          </Flex>
          <OwnedRoutes app={app} AppRoutes={AppRoutes} />
        </AntdApp>
      </QueryClientProvider>
    </BrowserRouter>
  );
}

export function startStandaloneRemote<A extends RemoteApp>(
  app: A,
  AppRoutes: ComponentType<RoutesProps<A>>,
): void {
  installRemoteLoader(standaloneRemoteLoader(app));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneRemote app={app} AppRoutes={AppRoutes} />
    </StrictMode>,
  );
}

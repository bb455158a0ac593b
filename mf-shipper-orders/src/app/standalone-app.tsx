// What the standalone bootstrap renders: a bare page with links to the areas this remote owns and
// the same <ShipperOrdersRoutes> the host mounts, one per owned prefix.
import { App as AntdApp, Flex } from 'antd';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteModuleLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { REMOTE_AREA, ROUTE_OWNERS, appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type { RoutePrefix, RoutePrefixOf } from '@trucks/shared-contracts/federation/remote-modules';
import { NotFound } from '@trucks/shared-ui/not-found';
import { ShipperOrdersRoutes } from './routes';

const OWNED_PREFIXES = (Object.keys(ROUTE_OWNERS) as RoutePrefix[]).filter(
  (prefix): prefix is RoutePrefixOf<'mf_shipper_orders'> => ROUTE_OWNERS[prefix] === 'mf_shipper_orders',
);

/** Alone there is no federation runtime: any other app's module is unavailable. */
export const standaloneRemoteLoader: RemoteModuleLoader = (id) =>
  Promise.reject(new Error(`${REMOTE_AREA[appOfModule(id)]} is not loaded when the shipper orders remote runs standalone (${id})`));

export function StandaloneRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={OWNED_PREFIXES[0] ?? '/'} replace />} />
      {OWNED_PREFIXES.map((prefix) => (
        <Route key={prefix} path={`${prefix}/*`} element={<ShipperOrdersRoutes prefix={prefix} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function StandaloneApp() {
  return (
    <BrowserRouter>
      <AntdApp>
        <Flex component="nav" aria-label="Shipper orders (standalone)" wrap gap={12} style={{ padding: '8px 16px' }}>
          {OWNED_PREFIXES.map((prefix) => (
            <Link key={prefix} to={prefix}>
              {prefix}
            </Link>
          ))}
        </Flex>
        <StandaloneRoutes />
      </AntdApp>
    </BrowserRouter>
  );
}

// This remote's routes mounted the way the host mounts them, and its loader when it runs alone
// (the harness itself is shared: @trucks/shared-ui/standalone-remote).
import { OwnedRoutes, standaloneRemoteLoader as loaderFor } from '@trucks/shared-ui/standalone-remote';
import { ShipperOrdersRoutes } from './routes';

export const standaloneRemoteLoader = loaderFor('mf_shipper_orders');

export function StandaloneRoutes() {
  return <OwnedRoutes app="mf_shipper_orders" AppRoutes={ShipperOrdersRoutes} />;
}

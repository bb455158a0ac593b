// This remote's routes mounted the way the host mounts them, and its loader when it runs alone
// (the harness itself is shared: @trucks/shared-ui/standalone-remote).
import { OwnedRoutes, standaloneRemoteLoader as loaderFor } from '@trucks/shared-ui/standalone-remote';
import { ShipmentsRoutes } from './routes';

export const standaloneRemoteLoader = loaderFor('mf_shipments');

export function StandaloneRoutes() {
  return <OwnedRoutes app="mf_shipments" AppRoutes={ShipmentsRoutes} />;
}

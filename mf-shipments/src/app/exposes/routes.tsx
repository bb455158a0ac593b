import type { RemoteModules, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { AppSightings } from '@trucks/shared-ui/app-sightings';
import { preloadShipmentsPage, ShipmentsRoutes } from '../routes';

/** What the host mounts: the routes, and this app's report to the suite's diagnostics. */
function ExposedRoutes(props: RoutesProps<'mf_shipments'>) {
  return (
    <>
      <AppSightings app="mf_shipments" />
      <ShipmentsRoutes {...props} />
    </>
  );
}

export default ExposedRoutes satisfies RemoteModules['mf_shipments/routes']['default'];

/** The page chunks a list address renders, and a driver's first read (the host's preloads). */
export const preload = preloadShipmentsPage satisfies RemoteModules['mf_shipments/routes']['preload'];

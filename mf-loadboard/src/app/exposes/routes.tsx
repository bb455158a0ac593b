import type { RemoteModules, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { AppSightings } from '@trucks/shared-ui/app-sightings';
import { LoadboardRoutes, preloadLoadboardPage } from '../routes';

/** What the host mounts: the routes, and this app's report to the suite's diagnostics. */
function ExposedRoutes(props: RoutesProps<'mf_loadboard'>) {
  return (
    <>
      <AppSightings app="mf_loadboard" />
      <LoadboardRoutes {...props} />
    </>
  );
}

export default ExposedRoutes satisfies RemoteModules['mf_loadboard/routes']['default'];

/** The page chunks a path renders, loaded ahead of the navigation (the host's preload on intent). */
export const preload = preloadLoadboardPage satisfies RemoteModules['mf_loadboard/routes']['preload'];

import type { RemoteModules, RoutesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { AppSightings } from '@trucks/shared-ui/app-sightings';
import { ShipperOrdersRoutes } from '../routes';

/** What the host mounts: the routes, and this app's report to the suite's diagnostics. */
function ExposedRoutes(props: RoutesProps<'mf_shipper_orders'>) {
  return (
    <>
      <AppSightings app="mf_shipper_orders" />
      <ShipperOrdersRoutes {...props} />
    </>
  );
}

export default ExposedRoutes satisfies RemoteModules['mf_shipper_orders/routes']['default'];

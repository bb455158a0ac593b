import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { ShipperOrdersRoutes } from '../routes';

export default ShipperOrdersRoutes satisfies RemoteModules['mf_shipper_orders/routes']['default'];

import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { ShipmentsRoutes } from '../routes';

export default ShipmentsRoutes satisfies RemoteModules['mf_shipments/routes']['default'];

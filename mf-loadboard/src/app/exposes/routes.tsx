import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { LoadboardRoutes } from '../routes';

export default LoadboardRoutes satisfies RemoteModules['mf_loadboard/routes']['default'];

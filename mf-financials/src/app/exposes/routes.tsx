import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { FinancialsRoutes } from '../routes';

export default FinancialsRoutes satisfies RemoteModules['mf_financials/routes']['default'];

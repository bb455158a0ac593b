import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { LoadDetailDialog } from '../../features/load-detail/components/load-detail-dialog';

export default LoadDetailDialog satisfies RemoteModules['mf_loadboard/LoadDetailDialog']['default'];

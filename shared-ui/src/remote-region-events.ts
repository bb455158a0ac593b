// The window event a remote region dispatches when its module mounts, without React or antd, so the
// host's start (which evaluates neither before the shell) can listen to it.
import type { RemoteModuleId } from '@trucks/shared-contracts/federation/remote-modules';

/**
 * Dispatched on window when a region's module has mounted (`mounted: true`: the module's first render is
 * committed) and when it unmounts. The host records, with the release that served it, which modules are
 * mounted: the release gate's proof that the candidate's own module rendered the route.
 */
export const REMOTE_REGION_MOUNTED_EVENT = 'trucks:remote-region-mounted';
export interface RemoteRegionMountedDetail {
  module: RemoteModuleId;
  mounted: boolean;
}

// Which remote modules are mounted in this page now, each with the release that served it: the render
// signal the release gate waits for (ops/README.md, "What the gate proves"). RemoteRegion (shared-ui)
// announces a module once its first render is committed; the release is the loader's at that moment.
// Read through `window.__TRUCKS_REGIONS__()`: module names, versions and states only.
import { appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp, RemoteModuleId } from '@trucks/shared-contracts/federation/remote-modules';
import { REMOTE_REGION_MOUNTED_EVENT } from '@trucks/shared-ui/remote-region-events';
import type { RemoteRegionMountedDetail } from '@trucks/shared-ui/remote-region-events';
import { remoteLoadStore } from '../../../lib/remote-load-state';
import type { RemoteLoadStatus } from '../../../lib/remote-load-state';

export interface RenderedRegion {
  module: RemoteModuleId;
  remote: RemoteApp;
  /** The release whose module rendered: the live one, or an earlier one after a fallback. */
  release: string | undefined;
  /** The loader's state for the remote: 'loaded' (the live release) or 'fallback'. */
  state: RemoteLoadStatus;
  /** Why another release than the live one runs. */
  reason?: string;
}

const WINDOW_PROPERTY = '__TRUCKS_REGIONS__';
/** Per module: how many regions have it mounted, and what served the first of them. */
const mounted = new Map<RemoteModuleId, { count: number; region: RenderedRegion }>();
let listening = false;

function onMount(event: Event): void {
  const { module, mounted: isMounted } = (event as CustomEvent<RemoteRegionMountedDetail>).detail;
  const current = mounted.get(module);
  if (!isMounted) {
    if (current && current.count > 1) current.count -= 1;
    else mounted.delete(module);
    return;
  }
  if (current) {
    current.count += 1;
    return;
  }
  const remote = appOfModule(module);
  const { loadedVersion, status, reason } = remoteLoadStore.getState().remotes[remote];
  mounted.set(module, {
    count: 1,
    region: { module, remote, release: loadedVersion, state: status, ...(reason ? { reason } : {}) },
  });
}

/** The modules mounted now, each with the release that served it. */
function renderedRegions(): RenderedRegion[] {
  return [...mounted.values()].map(({ region }) => ({ ...region }));
}

/** Listens to the regions' mounts once per page, and defines `window.__TRUCKS_REGIONS__` read-only. */
export function recordRenderedRegions(target: Window = window): void {
  if (!listening) {
    target.addEventListener(REMOTE_REGION_MOUNTED_EVENT, onMount);
    listening = true;
  }
  if (Object.prototype.hasOwnProperty.call(target, WINDOW_PROPERTY)) return;
  Object.defineProperty(target, WINDOW_PROPERTY, {
    value: renderedRegions,
    writable: false,
    configurable: false,
    enumerable: false,
  });
}

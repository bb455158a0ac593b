// Each remote module's load, kept per installed loader, without React or antd: RemoteRegion renders from
// these slots, and the host's preloads (its start, a navigation item's hover, the warming of the first
// page) fill them, so a region whose module was preloaded renders it in its first commit, with no
// loading state in between.
import { currentRemoteLoader, loadRemoteModule } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type {
  ExposedModule,
  RemoteModuleId,
  RemoteModules,
} from '@trucks/shared-contracts/federation/remote-modules';
import { loadInto } from './module-slot';
import type { ModuleSlot } from './module-slot';

export type AnyExposedModule = ExposedModule<never>;

type Slots = Map<RemoteModuleId, ModuleSlot<AnyExposedModule>>;

/**
 * Each module's load, kept per installed loader (the host installs one for the page's life; a test
 * installs its own): the next region of a module renders it at once.
 */
const slotsByLoader = new WeakMap<RemoteModuleLoader, Slots>();
const withoutLoader: Slots = new Map();

/** The module's slot; a Retry (attempt > 0) starts a new one, which really loads again. */
export function remoteModuleSlot(module: RemoteModuleId, attempt: number): ModuleSlot<AnyExposedModule> {
  const loader = currentRemoteLoader();
  let slots = loader ? slotsByLoader.get(loader) : withoutLoader;
  if (!slots) {
    slots = new Map();
    if (loader) slotsByLoader.set(loader, slots);
  }
  let slot = slots.get(module);
  if (!slot || attempt > 0) {
    slot = {};
    slots.set(module, slot);
  }
  return slot;
}

/** Starts loading `module` into its slot (or answers the one loaded or loading): the region's own load. */
export function preloadRemoteModule<K extends RemoteModuleId>(module: K): Promise<RemoteModules[K]> {
  return loadInto(remoteModuleSlot(module, 0), () =>
    loadRemoteModule(module).then((loaded) => loaded as unknown as AnyExposedModule),
  ) as unknown as Promise<RemoteModules[K]>;
}

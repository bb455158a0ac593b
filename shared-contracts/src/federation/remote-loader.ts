// The typed loader every app uses to embed another app's module. The host installs the implementation
// (federation runtime, timeout, retry, fallback release); shared-contracts is a shared singleton, so the
// remotes see the host's loader. A remote running standalone installs its own.
import type { RemoteModuleId, RemoteModules } from './remote-modules';

export type RemoteModuleLoader = <K extends RemoteModuleId>(id: K) => Promise<RemoteModules[K]>;

let installed: RemoteModuleLoader | undefined;

export function installRemoteLoader(loader: RemoteModuleLoader): void {
  installed = loader;
}

export function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  if (!installed) {
    return Promise.reject(new Error(`No remote loader installed: cannot load ${id}`));
  }
  return installed(id);
}

/** The loader installed now: what a module loaded earlier was loaded by (shared-ui keeps them per loader). */
export function currentRemoteLoader(): RemoteModuleLoader | undefined {
  return installed;
}

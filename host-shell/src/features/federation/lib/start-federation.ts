// Wires the federation runtime at start: plugins, the remotes of the registry (registered, not
// fetched), the load-state store and the typed loader every app uses through shared-contracts.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { CONTRACTS_VERSION } from '@trucks/shared-contracts/federation/contracts-version';
import type { RegistryDocument } from '@trucks/shared-contracts/federation/registry-document';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { remoteLoadStore } from '../../../lib/remote-load-state';
import { CONTRACTS_SHARE_KEY } from '@trucks/shared-contracts/federation/remote-compatibility';
import type { HostShares } from '@trucks/shared-contracts/federation/remote-compatibility';
import { nextTask } from '../../../lib/staged-start';
import {
  builtHostShares,
  compatibilityGuardPlugin,
  safetyNetPlugin,
  taskBreaksPlugin,
} from './federation-plugins';
import { createFederatedLoader } from './federated-loader';
import type { FederatedLoader, FederatedLoaderOptions } from './federated-loader';
import { liveVersions, planRemotes } from './remote-plan';
import { recordRenderedRegions } from './rendered-regions';
import { releaseFileTimeouts } from './release-file-timeouts';
import type { ReleaseFileTimeoutOptions } from './release-file-timeouts';

export interface StartFederationOptions extends Partial<
  Pick<FederatedLoaderOptions, 'timeoutMs' | 'retries' | 'retryDelayMs'>
> {
  config: RuntimeConfig;
  registry: RegistryDocument;
  /** The host's shared-contracts version; CONTRACTS_VERSION unless a test says otherwise. */
  hostContractsVersion?: string;
  /** What the host provides; its build's record (builtHostShares) unless a test says otherwise. */
  hostShares?: HostShares;
  /** The limit on a release's manifest and entry (RELEASE_FILE_TIMEOUT_MS), and a test's fetch. */
  fileTimeouts?: ReleaseFileTimeoutOptions;
}

export function startFederation({
  config,
  registry,
  hostContractsVersion = CONTRACTS_VERSION,
  // Outside a webpack build (tests) only the contracts major is known.
  hostShares = builtHostShares() ?? {
    packages: { [CONTRACTS_SHARE_KEY]: hostContractsVersion },
    libraries: {},
  },
  fileTimeouts: fileTimeoutOptions,
  ...tuning
}: StartFederationOptions): FederatedLoader {
  const plans = planRemotes(registry, config);
  remoteLoadStore.getState().reset(liveVersions(plans), registry.history.at(-1));
  const fileTimeouts = releaseFileTimeouts(fileTimeoutOptions);
  registerPlugins([
    compatibilityGuardPlugin(hostShares),
    safetyNetPlugin(),
    taskBreaksPlugin(nextTask),
    fileTimeouts.plugin,
  ]);
  recordRenderedRegions();
  const loader = createFederatedLoader({ plans, hostContractsVersion, fileTimeouts, ...tuning });
  installRemoteLoader(loader.load);
  return loader;
}

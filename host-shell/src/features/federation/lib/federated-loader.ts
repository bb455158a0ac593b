// The host's implementation of the typed loader of shared-contracts: lazy (nothing is fetched until a
// route or widget asks), a timeout and a bounded retry per attempt, the earlier release when the live
// one does not load (at once when its manifest or entry did not arrive in time), and refusal of a
// remote built against another shared-contracts major.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type {
  RemoteApp,
  RemoteModuleId,
  RemoteModules,
} from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteModuleLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { majorOf } from '@trucks/shared-contracts/federation/contracts-version';
import { remoteLoadStore } from '../../../lib/remote-load-state';
import { fallbackModuleError } from './federation-plugins';
import type { ReleaseCandidate, RemotePlans } from './remote-plan';
import type { ReleaseFileTimeouts } from './release-file-timeouts';
import {
  IncompatibleRemoteError,
  RemoteLoadTimeoutError,
  RemoteUnavailableError,
  describeError,
} from './remote-load-errors';

export interface FederatedLoaderOptions {
  plans: RemotePlans;
  /** The shared-contracts version the host runs (CONTRACTS_VERSION). */
  hostContractsVersion: string;
  /** Per attempt. A remote slower than this is treated as down for that attempt. */
  timeoutMs?: number;
  /** Further attempts after the first, per release. */
  retries?: number;
  /** Wait before retry n is n times this. */
  retryDelayMs?: number;
  /** Which remote's last attempt ended because its manifest or entry did not arrive in time. */
  fileTimeouts?: Pick<ReleaseFileTimeouts, 'take'>;
  now?: () => number;
}

const DEFAULT_LOAD_TIMEOUT_MS = 15_000;
const DEFAULT_LOAD_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, moduleId: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadTimeoutError(moduleId, timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface FederatedLoader {
  load: RemoteModuleLoader;
}

export function createFederatedLoader({
  plans,
  hostContractsVersion,
  timeoutMs = DEFAULT_LOAD_TIMEOUT_MS,
  retries = DEFAULT_LOAD_RETRIES,
  retryDelayMs = DEFAULT_RETRY_DELAY_MS,
  fileTimeouts,
  now = () => performance.now(),
}: FederatedLoaderOptions): FederatedLoader {
  const hostMajor = majorOf(hostContractsVersion);
  const store = remoteLoadStore.getState();
  /** The manifest URL registered for each remote, so a switch of release re-registers it. */
  const registered = new Map<RemoteApp, string>();
  /** The first load of each remote, which picks the release; later loads wait for it. */
  const activations = new Map<RemoteApp, Promise<void>>();

  const initial = Object.entries(plans).flatMap(([app, candidates]) =>
    candidates?.[0] ? [{ name: app, entry: candidates[0].manifestUrl }] : [],
  );
  // Recorded before registering: the runtime rewrites each entry it registers to an absolute URL, and a
  // comparison with that made every first load register its live release again, forced (the runtime's
  // "already registered" warning, its manifest cache dropped).
  for (const remote of initial) registered.set(remote.name as RemoteApp, remote.entry);
  // Registering fetches nothing: the runtime reads a manifest on the first loadRemote of that remote.
  if (initial.length > 0) registerRemotes(initial);

  function register(app: RemoteApp, candidate: ReleaseCandidate): void {
    if (registered.get(app) === candidate.manifestUrl) return;
    registerRemotes([{ name: app, entry: candidate.manifestUrl }], { force: true });
    registered.set(app, candidate.manifestUrl);
  }

  async function loadOnce<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
    const loaded = await withTimeout(loadRemote<RemoteModules[K]>(id), timeoutMs, id);
    const fallback = fallbackModuleError(loaded);
    if (fallback) throw fallback.error;
    if (!loaded || typeof (loaded as { default?: unknown }).default !== 'function') {
      throw new Error(`${id} has no default export component`);
    }
    return loaded;
  }

  async function loadWithRetry<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await delay(retryDelayMs * attempt);
      try {
        return await loadOnce(id);
      } catch (error) {
        // A refusal says the same on every attempt: the next release, not another try.
        if (error instanceof IncompatibleRemoteError) throw error;
        // A file that did not arrive in time would make the next attempt wait as long: the next release.
        const timedOut = fileTimeouts?.take(appOfModule(id));
        if (timedOut) throw timedOut;
        lastError = error;
      }
    }
    throw lastError;
  }

  async function activate<K extends RemoteModuleId>(app: RemoteApp, id: K): Promise<RemoteModules[K]> {
    const candidates = plans[app] ?? [];
    const live = candidates[0];
    if (!live) {
      const reason = `${app} is not in the registry`;
      store.update(app, { status: 'failed', reason });
      throw new RemoteUnavailableError(app, reason);
    }
    const started = now();
    store.update(app, { status: 'loading', reason: undefined });
    let liveFailure: unknown;
    // A release this host refuses (its manifest says it cannot run here) or that does not load is
    // passed over for the next earlier one: the area runs the last good release, and /status says why.
    for (const [index, candidate] of candidates.entries()) {
      const { contractsVersion } = candidate;
      if (contractsVersion !== undefined && majorOf(contractsVersion) !== hostMajor) {
        const incompatible = new IncompatibleRemoteError(app, contractsVersion, hostContractsVersion);
        if (index === 0) liveFailure = incompatible;
        console.warn(`[federation] skipping ${app} ${candidate.version}: ${incompatible.message}`);
        continue;
      }
      register(app, candidate);
      try {
        const module = await loadWithRetry(id);
        store.update(app, {
          status: index === 0 ? 'loaded' : 'fallback',
          loadedVersion: candidate.version,
          loadTimeMs: Math.round(now() - started),
          reason:
            index === 0
              ? undefined
              : `Live release ${live.version} ${liveFailure instanceof IncompatibleRemoteError ? 'was refused' : 'did not load'} (${describeError(liveFailure)}); running ${candidate.version}`,
        });
        return module;
      } catch (error) {
        if (index === 0) liveFailure = error;
        const verb = error instanceof IncompatibleRemoteError ? 'was refused' : 'did not load';
        console.warn(`[federation] ${app} ${candidate.version} ${verb}: ${describeError(error)}`);
      }
    }
    const refused = liveFailure instanceof IncompatibleRemoteError;
    const reason = `No release of ${app} loaded (live ${live.version}: ${describeError(liveFailure)})`;
    if (refused) console.error(`[federation] ${reason}`);
    store.update(app, { status: refused ? 'incompatible' : 'failed', loadedVersion: undefined, reason });
    throw refused ? liveFailure : new RemoteUnavailableError(app, reason, { cause: liveFailure });
  }

  const load: RemoteModuleLoader = async (id) => {
    const app = appOfModule(id);
    const pending = activations.get(app);
    if (pending) {
      await pending;
      return loadWithRetry(id);
    }
    const activation = activate(app, id);
    const settled = activation.then(() => undefined);
    activations.set(app, settled);
    // A failed first load is forgotten, so Retry starts again from the live release.
    settled.catch(() => {
      if (activations.get(app) === settled) activations.delete(app);
    });
    return activation;
  };

  return { load };
}

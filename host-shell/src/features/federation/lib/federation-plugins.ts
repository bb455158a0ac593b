// Runtime plugins the host registers with the federation runtime.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteIncompatibilities } from '@trucks/shared-contracts/federation/remote-compatibility';
import type { HostShares } from '@trucks/shared-contracts/federation/remote-compatibility';
import { RefusedReleaseError } from './remote-load-errors';

const FALLBACK_MODULE = Symbol.for('trucks.federation.fallback-module');

/** What errorLoadRemote hands back instead of the module: renders by throwing the load error. */
interface FallbackModule {
  default: () => never;
  [FALLBACK_MODULE]: unknown;
}

function fallbackModuleFor(error: unknown): FallbackModule {
  return {
    // Whoever renders it (a region not using the typed loader) lands in its error boundary.
    default: () => {
      throw error;
    },
    [FALLBACK_MODULE]: error,
  };
}

/** The load error carried by a fallback module, or undefined for a real module. */
export function fallbackModuleError(module: unknown): { error: unknown } | undefined {
  if (typeof module === 'object' && module !== null && FALLBACK_MODULE in module) {
    return { error: (module as FallbackModule)[FALLBACK_MODULE] };
  }
  return undefined;
}

/**
 * Safety net: a failed load never escapes as an uncaught RUNTIME-00x that blanks the page. Only for
 * `onLoad` is the return value a module; for `afterResolve` the runtime would use it as the manifest.
 */
export function safetyNetPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'trucks-safety-net',
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle === 'onLoad') return fallbackModuleFor(error);
      return undefined;
    },
  };
}

/**
 * What this host's build provides to the remotes (ops/build/webpack.cjs writes it into the build, and
 * beside index.html as host-shares.json for the release gate); undefined outside a webpack build.
 */
export function builtHostShares(): HostShares | undefined {
  const written = process.env.TRUCKS_HOST_SHARES;
  return written ? (JSON.parse(written) as HostShares) : undefined;
}

/**
 * Refuses a remote release this host cannot run (shared-contracts' remoteIncompatibilities: the
 * manifest's shape, the contracts major, the shared packages' versions, every antd and react-router
 * export it imports). The loader then tries the earlier releases; the reasons reach /status.
 */
export function compatibilityGuardPlugin(host: HostShares): ModuleFederationRuntimePlugin {
  return {
    name: 'trucks-compatibility-guard',
    async loadRemoteSnapshot(args) {
      // The manifest is checked when the runtime fetches it. Every later loadRemote of that release
      // (another module, a retry) comes back here `from: 'global'`, with the snapshot the runtime kept
      // and no manifestJson: that release was let through already (a refused manifest is never kept).
      if (args.from !== 'manifest') return args;
      const reasons = remoteIncompatibilities(args.manifestJson, host);
      if (reasons.length > 0) throw new RefusedReleaseError(args.moduleInfo.name, reasons);
      return args;
    },
  };
}

/**
 * A task boundary between a remote's three steps once its files have arrived: its container's start
 * (the share scope), the exposed module's chunks, and the module's evaluation. Without them the three
 * ran in the remote entry's load event, one task of 86-172 ms at Lighthouse's 4x CPU slowdown, the
 * longest of the driver's link and of the load board (issue 26, `pnpm bench:lantern`). The browser can
 * paint and answer a tap between them; each boundary costs a task switch, well under a millisecond.
 */
export function taskBreaksPlugin(nextTask: () => Promise<void>): ModuleFederationRuntimePlugin {
  return {
    name: 'trucks-task-breaks',
    async beforeGetExpose() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}

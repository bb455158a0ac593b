// Runtime plugins the host registers with the federation runtime.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { majorOf } from '@trucks/shared-contracts/federation/contracts-version';
import { IncompatibleRemoteError, MissingSharedExportsError } from './remote-load-errors';

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

interface TrucksManifestFacts {
  metaData?: { trucks?: { contractsVersion?: unknown } };
  shared?: { name?: string; version?: string }[];
}

/** The shared-contracts version a manifest records (ops/build writes metaData.trucks.contractsVersion). */
function manifestContractsVersion(manifest: unknown): string | undefined {
  const facts = manifest as TrucksManifestFacts | undefined;
  const recorded = facts?.metaData?.trucks?.contractsVersion;
  if (typeof recorded === 'string') return recorded;
  return facts?.shared?.find((shared) => shared.name?.startsWith('@trucks/shared-contracts'))?.version;
}

/** Refuses a remote whose manifest was built against another shared-contracts major than the host's. */
export function contractsGuardPlugin(hostContractsVersion: string): ModuleFederationRuntimePlugin {
  const hostMajor = majorOf(hostContractsVersion);
  return {
    name: 'trucks-contracts-guard',
    async loadRemoteSnapshot(args) {
      const remoteContracts = manifestContractsVersion(args.manifestJson);
      if (remoteContracts !== undefined && majorOf(remoteContracts) !== hostMajor) {
        throw new IncompatibleRemoteError(args.moduleInfo.name, remoteContracts, hostContractsVersion);
      }
      return args;
    },
  };
}

/**
 * One share key under which the host provides (part of) a library as the suite's surface
 * (ops/build/library-surface.cjs): antd's first-paint exports under `antd/first`, its other ones under
 * `antd/late`, all of them under `antd` (for remotes released before the split), react-router under
 * `react-router`.
 */
export interface HostLibrarySurface {
  /** The share key, as a remote imports from it after the build's rewrite. */
  library: string;
  /** Where a remote's manifest records what it imports of the library (metaData.trucks). */
  manifestKey: string;
  /** The exports the host's shared module provides; ['*'] when it is the whole library. */
  surface: readonly string[];
}

/**
 * The surfaces the host's shared libraries provide (antd, react-router): written into the build by
 * ops/build; empty outside a webpack build.
 */
export function hostLibrarySurfaces(): HostLibrarySurface[] {
  const written = process.env.TRUCKS_LIBRARY_SURFACES;
  if (!written) return [];
  const surfaces: unknown = JSON.parse(written);
  return Array.isArray(surfaces) ? (surfaces as HostLibrarySurface[]) : [];
}

/**
 * The exports of one library a remote's manifest says it imports (metaData.trucks[manifestKey]), or
 * undefined when the manifest has no such record.
 */
export function manifestLibraryImports(manifest: unknown, manifestKey: string): string[] | undefined {
  const recorded = (manifest as { metaData?: { trucks?: Record<string, unknown> } } | undefined)?.metaData
    ?.trucks?.[manifestKey];
  return Array.isArray(recorded)
    ? recorded.filter((name): name is string => typeof name === 'string')
    : undefined;
}

/**
 * Refuses a remote (incompatible, its area's fallback) that imports an export the host lacks under the
 * key the remote takes it from (`antd/first`, `antd/late`, `antd`, `react-router`): it would render
 * `undefined` components or call `undefined` hooks. A remote built from the same sources as the host
 * never is; one released with a new import before the host is, and so is one built with another
 * first-paint split of antd (its Button under the host's `antd/late`).
 * A manifest without a record is not checked for that key. So a remote released before antd was split,
 * which has no antdFirstImports and takes every antd name from key `antd`, is checked by its antdImports
 * against the host's `antd`, the union of both parts. A later remote records antdImports too (the union
 * of its two lists, for a host released before the split): that check then passes whenever the parts'
 * do, and comes after them, so a refusal names the key the remote takes the name from.
 * A remote released before the router surface records antd only; refusing it would take down areas that
 * work: its router imports are the suite's imports of that time, which the first surface was read from.
 * Left unchecked: a later host that drops a name no source imports any more, with such a remote still
 * live (its next release records its list).
 */
export function librarySurfaceGuardPlugin(
  hostSurfaces: readonly HostLibrarySurface[],
): ModuleFederationRuntimePlugin {
  return {
    name: 'trucks-library-surface-guard',
    async loadRemoteSnapshot(args) {
      for (const { library, manifestKey, surface } of hostSurfaces) {
        if (surface.includes('*')) continue;
        const missing = (manifestLibraryImports(args.manifestJson, manifestKey) ?? []).filter(
          (name) => name === '*' || !surface.includes(name),
        );
        if (missing.length > 0) throw new MissingSharedExportsError(args.moduleInfo.name, library, missing);
      }
      return args;
    },
  };
}

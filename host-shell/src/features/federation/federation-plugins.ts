// Runtime plugins the host registers with the federation runtime.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { majorOf } from '@trucks/shared-contracts/federation/contracts-version';
import { IncompatibleRemoteError, MissingAntdExportsError } from './remote-load-errors';

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
 * The antd exports the host's shared antd provides: written into the build by ops/build (the suite's
 * surface, antd-surface.cjs); undefined outside a webpack build.
 */
export function hostAntdSurface(): readonly string[] | undefined {
  const written = process.env.TRUCKS_ANTD_SURFACE;
  if (!written) return undefined;
  const surface: unknown = JSON.parse(written);
  return Array.isArray(surface) && !surface.includes('*') ? (surface as string[]) : undefined;
}

/** The antd exports a remote's manifest says it imports (metaData.trucks.antdImports). */
export function manifestAntdImports(manifest: unknown): string[] {
  const recorded = (manifest as { metaData?: { trucks?: { antdImports?: unknown } } } | undefined)?.metaData
    ?.trucks?.antdImports;
  return Array.isArray(recorded) ? recorded.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * Refuses a remote (incompatible, its area's fallback) that imports an antd export the host's shared
 * antd lacks: it would render `undefined` components. A remote built from the same sources as the
 * host never is; one released with a new component before the host is.
 */
export function antdSurfaceGuardPlugin(
  hostSurface: readonly string[] | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'trucks-antd-surface-guard',
    async loadRemoteSnapshot(args) {
      if (!hostSurface) return args;
      const missing = manifestAntdImports(args.manifestJson).filter(
        (name) => name === '*' || !hostSurface.includes(name),
      );
      if (missing.length > 0) throw new MissingAntdExportsError(args.moduleInfo.name, missing);
      return args;
    },
  };
}

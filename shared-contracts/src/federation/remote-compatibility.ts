// Whether a host can run a remote release, from the remote's mf-manifest.json and what the host provides
// (its host-shares.json, also written into its build). One rule for the two places that ask: the host
// when a browser loads a remote (a refused release falls back to an earlier one), and `pnpm release`,
// whose gate never makes live a release the live host would refuse.
import { majorOf } from './contracts-version';

/** The share key under which the host provides shared-contracts (every subpath). */
export const CONTRACTS_SHARE_KEY = '@trucks/shared-contracts/';

/** What a host provides to the remotes. */
export interface HostShares {
  /** Share key -> version: react, react-dom, zustand, ..., and CONTRACTS_SHARE_KEY. */
  packages: Record<string, string>;
  /** The libraries shared one key per export (antd, react-router): the version and every export. */
  libraries: Record<string, { version: string; exports: readonly string[] }>;
}

/** What a remote's build records of a library it takes by export (metaData.trucks.sharedExports). */
export interface SharedLibraryImports {
  version: string;
  names: readonly string[];
}

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
  singleton?: boolean;
  fallback?: string;
  assets?: { js?: { sync?: readonly string[]; async?: readonly string[] } };
}

interface TrucksManifest {
  name: string;
  shared: ManifestShared[];
  exposes: unknown[];
  metaData: {
    trucks: {
      appVersion?: string;
      contractsVersion?: string;
      sharedExports?: Record<string, SharedLibraryImports>;
    };
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The manifest's shape, or a sentence saying what is wrong with it. */
export function readRemoteManifest(manifest: unknown): TrucksManifest | string {
  if (!isRecord(manifest)) return 'the manifest is not a JSON object';
  if (typeof manifest.name !== 'string' || manifest.name === '') return 'the manifest has no name';
  if (!Array.isArray(manifest.exposes) || manifest.exposes.length === 0)
    return 'the manifest exposes no module';
  if (!Array.isArray(manifest.shared) || !manifest.shared.every((entry) => isRecord(entry)))
    return 'the manifest has no list of shared modules';
  const metaData = manifest.metaData;
  if (!isRecord(metaData) || !isRecord(metaData.trucks))
    return 'the manifest has no metaData.trucks (not built by ops/build)';
  const { contractsVersion, sharedExports } = metaData.trucks;
  if (typeof contractsVersion !== 'string') return 'the manifest records no contractsVersion';
  if (sharedExports !== undefined) {
    if (!isRecord(sharedExports)) return 'metaData.trucks.sharedExports is not an object';
    for (const [library, record] of Object.entries(sharedExports)) {
      if (
        !isRecord(record) ||
        typeof record.version !== 'string' ||
        !Array.isArray(record.names) ||
        !record.names.every((name) => typeof name === 'string')
      ) {
        return `metaData.trucks.sharedExports.${library} is not { version, names }`;
      }
    }
  }
  return manifest as unknown as TrucksManifest;
}

/** Whether `version` satisfies a caret range (`^6.6.8`) or an exact version; other ranges pass. */
export function satisfiesCaret(version: string, range: string): boolean {
  const parse = (text: string) => /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim())?.slice(1).map(Number);
  const caret = range.trim().startsWith('^');
  const wanted = parse(caret ? range.trim().slice(1) : range);
  const have = parse(version);
  if (!wanted || !have) return !/^[\d^v]/.test(range.trim()); // a range this does not read: not refused
  if (!caret) return wanted.every((part, index) => part === have[index]);
  const [major, minor, patch] = wanted;
  if (have[0] !== major) return false;
  if (major === 0 && have[1] !== minor) return false;
  // ^0.0.x: that patch only (semver).
  if (major === 0 && minor === 0 && have[2] !== patch) return false;
  for (let index = 0; index < 3; index += 1) {
    const [mine, theirs] = [have[index] ?? 0, wanted[index] ?? 0];
    if (mine !== theirs) return mine > theirs;
  }
  return patch === have[2];
}

/**
 * Why the host cannot run the remote, one sentence a reason; empty when it can. Checked: the manifest's
 * shape, the shared-contracts major, each shared package the remote takes from the host (the host must
 * provide it in a version the remote's range accepts, unless the remote carries its own), and each export
 * of antd and react-router the remote imports (the host provides every export of its version of the
 * library: the remote's export must be one, in the same major).
 */
export function remoteIncompatibilities(manifest: unknown, host: HostShares): string[] {
  const read = readRemoteManifest(manifest);
  if (typeof read === 'string') return [read];
  const { name, shared, metaData } = read;
  const reasons: string[] = [];
  const hostContracts = host.packages[CONTRACTS_SHARE_KEY];
  const remoteContracts = metaData.trucks.contractsVersion ?? '';
  if (hostContracts !== undefined && majorOf(remoteContracts) !== majorOf(hostContracts)) {
    reasons.push(
      `${name} was built against shared-contracts ${remoteContracts}; the host runs ${hostContracts} (another major)`,
    );
  }
  for (const entry of shared) {
    if (entry.name === CONTRACTS_SHARE_KEY || typeof entry.requiredVersion !== 'string') continue;
    // A key of a library shared by export (`antd/export/Button`; a remote's standalone dev page provides
    // its own below any release): what counts is the export, checked from sharedExports below.
    const library = Object.keys(host.libraries).find(
      (name) => entry.name === name || entry.name.startsWith(`${name}/`),
    );
    if (library !== undefined) continue;
    const provided = host.packages[entry.name];
    const carriesOwn = (entry.assets?.js?.sync?.length ?? 0) + (entry.assets?.js?.async?.length ?? 0) > 0;
    if (provided === undefined) {
      if (!carriesOwn) reasons.push(`${name} needs ${entry.name} from the host, which does not share it`);
    } else if (entry.singleton && !satisfiesCaret(provided, entry.requiredVersion)) {
      reasons.push(`${name} needs ${entry.name} ${entry.requiredVersion}; the host shares ${provided}`);
    }
  }
  for (const [library, imports] of Object.entries(metaData.trucks.sharedExports ?? {})) {
    const provided = host.libraries[library];
    if (!provided) {
      // A host record naming no library at all (a test without a build) cannot say; one naming others can.
      if (Object.keys(host.libraries).length > 0)
        reasons.push(`${name} imports ${library}, which the host does not share by export`);
      continue;
    }
    if (majorOf(imports.version) !== majorOf(provided.version)) {
      reasons.push(
        `${name} was built with ${library} ${imports.version}; the host shares ${provided.version}`,
      );
      continue;
    }
    const missing = imports.names.filter((importName) => !provided.exports.includes(importName));
    if (missing.length > 0) {
      reasons.push(
        `${name} imports ${missing.join(', ')} from ${library}, which ${library} ${provided.version} in the host does not export`,
      );
    }
  }
  return reasons;
}

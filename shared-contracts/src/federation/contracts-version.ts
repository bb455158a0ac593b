// The shared-contracts version an app is built against. shared-contracts is a federation singleton,
// so at run time every app sees the host's copy; the host compares this with the version recorded in
// each remote's manifest (metaData.trucks.contractsVersion) and refuses another major.
import contractsPackage from '../../package.json';

export const CONTRACTS_VERSION: string = contractsPackage.version;

/** The major of a semver string, or undefined when it is not one. */
export function majorOf(version: string): number | undefined {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(version.trim());
  return match ? Number(match[1]) : undefined;
}

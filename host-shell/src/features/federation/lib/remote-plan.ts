// Which release of each remote to register, and what to fall back to: read from the registry
// document, with config.devOverrides taking over a remote only in the development environment.
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { liveAndFallbacks } from '@trucks/shared-contracts/federation/registry-document';
import type { RegistryDocument } from '@trucks/shared-contracts/federation/registry-document';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';

export interface ReleaseCandidate {
  version: string;
  manifestUrl: string;
  /** From the registry; absent for a dev override (the manifest itself is still checked). */
  contractsVersion?: string;
  source: 'live' | 'earlier' | 'dev-override';
}

/** Per remote: the release to load first, then the earlier releases to fall back to, newest first. */
export type RemotePlans = Partial<Record<RemoteApp, ReleaseCandidate[]>>;

const DEV_OVERRIDE_VERSION = 'dev';

function devOverrideFor(app: RemoteApp, config: RuntimeConfig): string | undefined {
  // `pnpm dev <app>` may key the override by federation name or by folder; both mean the same remote.
  if (config.environment !== 'development' || !config.devOverrides) return undefined;
  return config.devOverrides[app] ?? config.devOverrides[REMOTE_FOLDER[app]];
}

export function planRemotes(registry: RegistryDocument, config: RuntimeConfig): RemotePlans {
  const plans: RemotePlans = {};
  for (const app of REMOTE_APPS) {
    const override = devOverrideFor(app, config);
    if (override) {
      plans[app] = [{ version: DEV_OVERRIDE_VERSION, manifestUrl: override, source: 'dev-override' }];
      continue;
    }
    const entry = registry.remotes[app];
    if (!entry) continue;
    const { live, earlier } = liveAndFallbacks(entry);
    if (!live) continue;
    plans[app] = [
      {
        version: live.version,
        manifestUrl: live.manifestUrl,
        contractsVersion: live.contractsVersion,
        source: 'live',
      },
      ...earlier.map((release) => ({
        version: release.version,
        manifestUrl: release.manifestUrl,
        contractsVersion: release.contractsVersion,
        source: 'earlier' as const,
      })),
    ];
  }
  return plans;
}

export function liveVersions(plans: RemotePlans): Partial<Record<RemoteApp, string>> {
  return Object.fromEntries(
    Object.entries(plans).map(([app, candidates]) => [app, candidates?.[0]?.version]),
  ) as Partial<Record<RemoteApp, string>>;
}

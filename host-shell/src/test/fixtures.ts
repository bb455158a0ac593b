// Documents as the ops gateway serves them, for host tests.
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import type { RegistryDocument, Release } from '@trucks/shared-contracts/federation/registry-document';
import { REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';

export const testConfig: RuntimeConfig = {
  environment: 'test',
  registryUrl: '/remotes.json',
  apiBaseUrl: '/api/',
  appVersion: '20230621.2',
  identity: {
    clientId: 'trucks-portal',
    signInAuthority: 'https://localhost:8443/idp/b2c_1_signin',
    passwordResetAuthority: 'https://localhost:8443/idp/b2c_1_reset',
    knownAuthorities: ['localhost:8443'],
    scopes: ['openid'],
  },
  links: { helpDesk: 'https://support.trucks.example/hc/en-us', apiDocumentation: '/api/docs' },
};

export function manifestUrl(app: RemoteApp, version: string): string {
  return `/releases/${REMOTE_FOLDER[app]}/${version}/mf-manifest.json`;
}

export function release(app: RemoteApp, version: string, contractsVersion = '1.0.0'): Release {
  return {
    version,
    manifestUrl: manifestUrl(app, version),
    contractsVersion,
    publishedAt: '2026-11-20T10:00:00.000Z',
  };
}

/** A registry where each listed remote has the given releases (oldest first) and the last one live. */
export function registryWith(remotes: Partial<Record<RemoteApp, Release[]>>): RegistryDocument {
  const document: RegistryDocument = { schemaVersion: 1, remotes: {}, history: [] };
  for (const [app, releases] of Object.entries(remotes)) {
    const live = releases.at(-1);
    if (!live) continue;
    document.remotes[app] = { live: live.version, releases };
    document.history.push({
      at: live.publishedAt,
      remote: app,
      action: 'release',
      from: releases.at(-2)?.version ?? null,
      to: live.version,
      by: 'ops',
    });
  }
  return document;
}

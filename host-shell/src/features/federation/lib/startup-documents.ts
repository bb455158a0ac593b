// The two documents the shell reads before it renders, both without cache (a rollback must reach the
// next page load): config.json (required) and the registry (optional: unreachable or corrupt means
// "no remotes", the shell starts and each remote area shows its fallback).
import { RuntimeConfigSchema } from '@trucks/shared-contracts/config/runtime-config';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { RegistryDocumentSchema } from '@trucks/shared-contracts/federation/registry-document';
import type { RegistryDocument } from '@trucks/shared-contracts/federation/registry-document';
import type { FetchNoStoreJson } from '../../../lib/no-store-json';
import { describeError } from './remote-load-errors';

const RUNTIME_CONFIG_URL = '/config.json';

class StartupConfigError extends Error {
  override name = 'StartupConfigError';
}

export async function loadRuntimeConfig(fetchJson: FetchNoStoreJson): Promise<RuntimeConfig> {
  let json: unknown;
  try {
    json = await fetchJson(RUNTIME_CONFIG_URL);
  } catch (error) {
    throw new StartupConfigError(`${RUNTIME_CONFIG_URL} could not be read: ${describeError(error)}`, {
      cause: error,
    });
  }
  const parsed = RuntimeConfigSchema.safeParse(json);
  if (!parsed.success)
    throw new StartupConfigError(`${RUNTIME_CONFIG_URL} is not a valid runtime configuration`);
  return parsed.data;
}

function emptyRegistry(): RegistryDocument {
  return { schemaVersion: 1, remotes: {}, history: [] };
}

export async function loadRegistryDocument(
  registryUrl: string,
  fetchJson: FetchNoStoreJson,
): Promise<RegistryDocument> {
  let json: unknown;
  try {
    json = await fetchJson(registryUrl);
  } catch (error) {
    console.error(
      `[federation] registry ${registryUrl} is unreachable (${describeError(error)}); starting with no remotes`,
    );
    return emptyRegistry();
  }
  const parsed = RegistryDocumentSchema.safeParse(json);
  if (!parsed.success) {
    console.error(
      `[federation] registry ${registryUrl} does not match the registry schema; starting with no remotes`,
    );
    return emptyRegistry();
  }
  return parsed.data;
}

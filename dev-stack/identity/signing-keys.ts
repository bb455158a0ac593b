// Each policy signs with its own RS256 key, as B2C user flows do. Kept in a state folder when one is
// given, so ID tokens a browser holds stay verifiable across a restart of the stack.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'oidc-provider';
import { IDENTITY_POLICIES, type IdentityPolicy } from './policies';

export type PolicySigningKeys = Record<IdentityPolicy, JWK>;

const KEYS_FILE = 'identity-signing-keys.json';

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' } as JWK;
}

function isKeySet(value: unknown): value is PolicySigningKeys {
  if (typeof value !== 'object' || value === null) return false;
  return IDENTITY_POLICIES.every((policy) => {
    const key = (value as Record<string, unknown>)[policy];
    return typeof key === 'object' && key !== null && (key as { kty?: unknown }).kty === 'RSA' && 'd' in key;
  });
}

/** The keys from `stateDir` when present and whole; otherwise new ones (written there when a folder is given). */
export async function loadSigningKeys(stateDir?: string): Promise<PolicySigningKeys> {
  const file = stateDir ? join(stateDir, KEYS_FILE) : undefined;
  if (file) {
    try {
      const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (isKeySet(stored)) return stored;
    } catch {
      // absent or unreadable: make new keys below
    }
  }
  const keys = {} as PolicySigningKeys;
  for (const policy of IDENTITY_POLICIES) keys[policy] = await newSigningKey();
  if (stateDir && file) {
    await mkdir(stateDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(keys), { mode: 0o600 });
    await rename(temporary, file);
  }
  return keys;
}

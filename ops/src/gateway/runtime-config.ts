// config.json: what the host needs to know about this environment, built at each request from the
// gateway's settings and checked against the schema the host parses it with.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  Environment,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@trucks/shared-contracts/config/runtime-config';

export interface RuntimeConfigSource {
  /** The gateway's origin as the browser sees it, e.g. https://localhost:8443. */
  publicOrigin: string;
  /** TRUCKS_ENV; 'local' when unset. */
  environment?: string;
  appVersion: string;
  /** TRUCKS_HELP_DESK_URL; a placeholder help desk when unset. */
  helpDeskUrl?: string;
  /** .stack/dev-overrides.json, written by `pnpm dev`; read only when it exists. */
  devOverridesFile?: string;
}

const PORTAL_CLIENT_ID = 'trucks-portal';
const PORTAL_SCOPES = ['openid', 'profile', 'email'];

const DevOverridesSchema = z.record(z.string(), z.string().min(1));

/** The manifest overrides `pnpm dev` wrote, or undefined when there are none (a missing file is normal). */
export async function readDevOverrides(
  file: string | undefined,
): Promise<Record<string, string> | undefined> {
  if (!file) return undefined;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = DevOverridesSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file} is not a map of remote name to manifest URL: ${parsed.error.message}`);
  return Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
}

export async function buildRuntimeConfig(source: RuntimeConfigSource): Promise<RuntimeConfig> {
  const origin = source.publicOrigin.replace(/\/$/, '');
  const devOverrides = await readDevOverrides(source.devOverridesFile);
  return RuntimeConfigSchema.parse({
    environment: Environment.parse(source.environment ?? 'local'),
    registryUrl: '/remotes.json',
    apiBaseUrl: '/api/',
    appVersion: source.appVersion,
    identity: {
      clientId: PORTAL_CLIENT_ID,
      signInAuthority: `${origin}/idp/b2c_1_signin`,
      passwordResetAuthority: `${origin}/idp/b2c_1_reset`,
      // host:port, so MSAL trusts the local authority without calling Microsoft's instance discovery.
      knownAuthorities: [new URL(origin).host],
      scopes: PORTAL_SCOPES,
    },
    links: {
      // The help desk is outside the portal; TRUCKS_HELP_DESK_URL points a stack at the real one.
      helpDesk: source.helpDeskUrl ?? 'https://support.trucks.example/hc/en-us',
      // The trucks API serves its own reference, generated from the catalogue.
      apiDocumentation: '/api/docs',
    },
    ...(devOverrides ? { devOverrides } : {}),
  });
}

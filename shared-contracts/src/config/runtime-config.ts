// config.json: fetched by the host at every page load (no-store). The host is built with no URLs;
// everything environment-specific is here.
import { z } from 'zod/mini';
import '../domain/zod-locale';

export const Environment = z.enum(['development', 'local', 'test', 'uat', 'production']);
export type Environment = z.infer<typeof Environment>;

export const RuntimeConfigSchema = z.object({
  environment: Environment,
  /** Where the registry document lives, e.g. '/remotes.json'. */
  registryUrl: z.string().check(z.minLength(1)),
  /** Base of the trucks API, e.g. '/api/'; catalogue paths are relative to it. */
  apiBaseUrl: z.string().check(z.minLength(1)),
  appVersion: z.string(),
  identity: z.object({
    clientId: z.string(),
    /** Authority of the sign-in policy, e.g. 'https://localhost:8443/idp/b2c_1_signin'. */
    signInAuthority: z.url(),
    /** Authority of the password-reset policy. */
    passwordResetAuthority: z.url(),
    /** host:port of the authorities, so MSAL skips instance discovery. */
    knownAuthorities: z.array(z.string()),
    scopes: z.array(z.string()),
  }),
  /**
   * Where the shell's outside links go: the help desk (top bar and the Support item, a new tab) and the
   * API documentation (admins, user menu). Per environment, so they are here and not in the build.
   */
  links: z.object({ helpDesk: z.url(), apiDocumentation: z.string().check(z.minLength(1)) }),
  /**
   * Whether the host loads the code of the user's first navigation page (a carrier's Load Board) once
   * the current page has settled and the browser is idle (wide screens). Absent means true; false turns
   * it off (an environment that pays for every byte, or a benchmark of cold first visits). Preloads on
   * an intent (a hover, the phone's navigation drawer opening) are not affected.
   */
  warmFirstPageAtIdle: z.optional(z.boolean()),
  /** Per-remote manifest URL overrides for `pnpm dev <app>`; honoured only when environment is development. */
  devOverrides: z.optional(z.record(z.string(), z.string())),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

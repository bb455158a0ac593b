// Verifies the identity provider's ID token that the host sends to "Authorize user". The issuer
// names the policy (sign-in or password reset); each policy has its own JWKS on the internal URL.
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';

const IDP_POLICIES = ['b2c_1_signin', 'b2c_1_reset'] as const;
export type IdpPolicy = (typeof IDP_POLICIES)[number];
export const PORTAL_CLIENT_ID = 'trucks-portal';

export interface IdpIdentity {
  sub: string;
  preferredUsername: string | undefined;
  email: string | undefined;
  name: string | undefined;
  policy: IdpPolicy;
}

export interface IdTokenVerifierOptions {
  /** Public origin the IdP puts in `iss`, e.g. https://localhost:8443. */
  publicOrigin: string;
  /** Where the trucks API reaches the IdP directly, e.g. http://127.0.0.1:4002. */
  internalUrl: string;
  /** Key resolver per policy; tests pass a local JWKS. Defaults to the remote JWKS of the policy. */
  keysFor?: (policy: IdpPolicy) => JWTVerifyGetKey;
}

export class IdTokenError extends Error {}

export function issuerOf(publicOrigin: string, policy: IdpPolicy): string {
  return `${publicOrigin.replace(/\/$/, '')}/idp/${policy}`;
}

export function createIdTokenVerifier(
  options: IdTokenVerifierOptions,
): (idToken: string) => Promise<IdpIdentity> {
  const remoteKeys = new Map<IdpPolicy, JWTVerifyGetKey>();
  const keysFor =
    options.keysFor ??
    ((policy: IdpPolicy) => {
      let keys = remoteKeys.get(policy);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(`${options.internalUrl.replace(/\/$/, '')}/idp/${policy}/jwks`));
        remoteKeys.set(policy, keys);
      }
      return keys;
    });

  return async (idToken) => {
    let claimedIssuer: unknown;
    try {
      claimedIssuer = decodeJwt(idToken).iss;
    } catch {
      throw new IdTokenError('The identity token is not a JWT.');
    }
    const policy = IDP_POLICIES.find((p) => issuerOf(options.publicOrigin, p) === claimedIssuer);
    if (!policy) throw new IdTokenError('The identity token comes from an unknown issuer.');
    try {
      const { payload } = await jwtVerify(idToken, keysFor(policy), {
        issuer: issuerOf(options.publicOrigin, policy),
        audience: PORTAL_CLIENT_ID,
      });
      if (typeof payload.sub !== 'string') throw new IdTokenError('The identity token has no subject.');
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return {
        sub: payload.sub,
        preferredUsername: text(payload.preferred_username),
        email: text(payload.email),
        name: text(payload.name),
        policy,
      };
    } catch (error) {
      if (error instanceof IdTokenError) throw error;
      throw new IdTokenError(`The identity token is not valid: ${(error as Error).message}`);
    }
  };
}

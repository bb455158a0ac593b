// The two user flows of the portal's Azure B2C tenant, reproduced locally: each is its own OpenID
// Provider with its own issuer, keys and session, mounted at /idp/<policy>.

export const IDENTITY_POLICIES = ['b2c_1_signin', 'b2c_1_reset'] as const;
export type IdentityPolicy = (typeof IDENTITY_POLICIES)[number];

export const PORTAL_CLIENT_ID = 'trucks-portal';

export function isIdentityPolicy(value: string): value is IdentityPolicy {
  return (IDENTITY_POLICIES as readonly string[]).includes(value);
}

/** The path a policy is mounted at, on the IdP itself and on the gateway alike. */
export function policyMountPath(policy: IdentityPolicy): string {
  return `/idp/${policy}`;
}

/** `iss` of the policy's tokens: the public (gateway) origin, never the IdP's internal address. */
export function policyIssuer(publicOrigin: string, policy: IdentityPolicy): string {
  return `${publicOrigin.replace(/\/$/, '')}${policyMountPath(policy)}`;
}

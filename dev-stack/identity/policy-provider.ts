// One oidc-provider instance per policy, configured like the portal's B2C user flows: a single public
// PKCE client (the portal), claims in the ID token, our own pages, sign-in without a consent screen.
import { randomBytes } from 'node:crypto';
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from './account-store';
import { renderErrorPage, renderSignedOutPage, renderSignOutPage } from './pages';
import { PORTAL_CLIENT_ID, policyIssuer, policyMountPath, type IdentityPolicy } from './policies';

export interface PolicyProviderOptions {
  policy: IdentityPolicy;
  /** The origin the browser sees (the gateway), e.g. https://localhost:8443. */
  publicOrigin: string;
  accounts: AccountStore;
  /** The policy's private signing key (RS256). */
  signingKey: JWK;
}

const HOUR = 60 * 60;

/** The portal asks for these; a first-party app gets them without a consent screen. */
const PORTAL_SCOPES = ['openid', 'profile', 'email'];

function portalClientRedirects(publicOrigin: string): {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
} {
  const origin = publicOrigin.replace(/\/$/, '');
  return {
    // With and without the slash: MSAL sends the redirect URI exactly as the host configures it.
    redirectUris: [`${origin}/`, origin, `${origin}/redirect-bridge.html`],
    postLogoutRedirectUris: [`${origin}/`],
  };
}

export function createPolicyProvider(options: PolicyProviderOptions): Provider {
  const { policy, publicOrigin, accounts, signingKey } = options;
  const mountPath = policyMountPath(policy);
  const { redirectUris, postLogoutRedirectUris } = portalClientRedirects(publicOrigin);

  const configuration: Configuration = {
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Trucks portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [signingKey] },
    // Sessions live in memory, so fresh cookie keys each start cost nothing more than a new sign-in.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Distinct names per policy: both providers share one origin, and a reset session must not
      // overwrite the sign-in session (or the other way round).
      names: {
        session: `_session_${policy}`,
        interaction: `_interaction_${policy}`,
        resume: `_interaction_resume_${policy}`,
      },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: PORTAL_SCOPES,
    // The portal reads name, preferred_username and email from the ID token, as it does with B2C.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = renderSignOutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage();
        },
      },
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.findById(sub);
      return account ? accounts.toOidcAccount(account) : undefined;
    },
    interactions: {
      // A path on the public origin, so the interaction cookie's path matches what the browser requests.
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    // The portal is first party: grant what it asks for instead of showing a consent screen. This is
    // also what lets a prompt=none (silent renewal) request succeed whenever a session exists.
    loadExistingGrant: async (ctx) => {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes]);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(
        String(out.error),
        out.error_description ? String(out.error_description) : undefined,
      );
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 8 * HOUR,
      Grant: 8 * HOUR,
    },
  };

  const provider = new Provider(policyIssuer(publicOrigin, policy), configuration);
  // Behind the gateway: trust X-Forwarded-Proto/Host so URLs and secure cookies use the public origin.
  provider.proxy = true;
  return provider;
}

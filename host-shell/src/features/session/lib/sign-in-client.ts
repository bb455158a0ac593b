// MSAL, configured from config.json. Loaded on demand (see sign-in-types.ts): import this module
// with import() only.
import { BrowserCacheLocation, ProtocolMode, PublicClientApplication } from '@azure/msal-browser';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import { redirectUris } from './sign-in-types';
import type { SignInClient } from './sign-in-types';

export function createSignInClient(config: RuntimeConfig, origin: string): SignInClient {
  const { identity } = config;
  return new PublicClientApplication({
    auth: {
      clientId: identity.clientId,
      authority: identity.signInAuthority,
      // Trust the configured authorities as they are: no call to Microsoft's instance discovery.
      knownAuthorities: identity.knownAuthorities,
      redirectUri: redirectUris(origin).app,
      postLogoutRedirectUri: redirectUris(origin).app,
    },
    // localStorage: one sign-in serves every tab a carrier opens during the day.
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: { protocolMode: ProtocolMode.OIDC },
  });
}

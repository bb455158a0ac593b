// Run the identity provider alone: `tsx dev-stack/identity/main.ts` (IDP_PORT, PUBLIC_ORIGIN,
// IDP_STATE_DIR). Prints one line with its URL once it listens; stops on SIGINT/SIGTERM.
import { runService } from '../run-service';
import { IDENTITY_POLICIES } from './policies';
import { startIdentityProvider } from './server';

runService(
  () => startIdentityProvider({ stateDir: process.env.IDP_STATE_DIR || undefined }),
  (identity) =>
    `identity provider listening on ${identity.url} (issuers: ${IDENTITY_POLICIES.map((p) => `${identity.publicOrigin}/idp/${p}`).join(', ')})`,
);

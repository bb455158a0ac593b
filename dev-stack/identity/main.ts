// Run the identity provider alone: `tsx dev-stack/identity/main.ts` (IDP_PORT, PUBLIC_ORIGIN,
// IDP_STATE_DIR). Prints one line with its URL once it listens; stops on SIGINT/SIGTERM.
import { IDENTITY_POLICIES } from './policies';
import { startIdentityProvider } from './server';

async function main(): Promise<void> {
  const identity = await startIdentityProvider({ stateDir: process.env.IDP_STATE_DIR || undefined });
  console.log(
    `identity provider listening on ${identity.url} (issuers: ${IDENTITY_POLICIES.map((p) => `${identity.publicOrigin}/idp/${p}`).join(', ')})`,
  );
  const stop = (): void => {
    identity.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Run the gateway alone: `tsx ops/src/gateway/main.ts` (GATEWAY_PORT, PUBLIC_ORIGIN, TRUCKS_HOST_DIR,
// TRUCKS_RELEASES_DIR, TRUCKS_API_PORT, IDP_PORT, TRUCKS_ENV). `pnpm stack` runs it with the services.
import { startGateway } from './start-gateway';

async function main(): Promise<void> {
  const gateway = await startGateway();
  console.log(`gateway listening on ${gateway.url} (certificate SHA-256 ${gateway.certificate.fingerprint})`);
  const stop = (): void => {
    gateway.close().then(
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

// Run the gateway alone: `tsx ops/src/gateway/main.ts` (GATEWAY_PORT, PUBLIC_ORIGIN, TRUCKS_HOST_DIR,
// TRUCKS_RELEASES_DIR, TRUCKS_API_PORT, IDP_PORT, TRUCKS_ENV). `pnpm stack` runs it with the services.
import { runService } from '../../../dev-stack/run-service';
import { startGateway } from './start-gateway';

runService(
  () => startGateway(),
  (gateway) => `gateway listening on ${gateway.url} (certificate SHA-256 ${gateway.certificate.fingerprint})`,
);

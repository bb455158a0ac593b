// Entry point: `tsx dev-stack/trucks-api/src/main.ts`.
import { main } from './server';

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

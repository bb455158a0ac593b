// The async boundary federation needs: shared modules (react, antd, ...) are negotiated before
// bootstrap runs. Before that, the documents and the session the first paint needs are requested, so
// they travel alongside the scripts instead of after them (lib/early-requests.ts). If the bootstrap
// chunk itself is stale after a deploy, reload once.
import { installSingletonShares } from './features/federation/lib/singleton-shares-plugin';
import { startEarlyRequests } from './lib/early-requests';
import { nextTask } from './lib/staged-start';
import { reloadOnceForStaleChunk } from './lib/stale-chunk-reload';
import { warmIntl } from './lib/warm-intl';

startEarlyRequests();
// Before the bootstrap's shared modules are negotiated (features/federation/lib/singleton-shares-plugin.ts).
installSingletonShares();
// ICU's data in tasks of its own, while the shared libraries download (lib/warm-intl.ts).
warmIntl();

// The bootstrap's chunk requests and the shared modules' negotiation in a task after the federation
// runtime's start and the early requests: together they were main.js's one task of 140-180 ms at
// Lighthouse's 4x slowdown, the longest of a phone's first load (issue 26, `pnpm bench:lantern`).
nextTask()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start())
  .catch((error: unknown) => {
    if (!reloadOnceForStaleChunk(error)) throw error;
  });
